import { CheckCircle2, CircleDashed, Hourglass, Timer } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { StudentAssessment } from '@somo/contract/assessments';
import type { AttemptResult } from '@somo/contract/progress';
import { Badge } from '../../../components/ui/badge';

export function ExamStatusBadge({ status }: { status: StudentAssessment['status'] }) {
  if (status === 'in_progress') {
    return (
      <Badge variant="warning">
        <Timer className="size-3.5" aria-hidden="true" />
        <Trans>In progress</Trans>
      </Badge>
    );
  }
  if (status === 'submitted') {
    return (
      <Badge variant="success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        <Trans>Submitted</Trans>
      </Badge>
    );
  }
  return (
    <Badge variant="neutral">
      <CircleDashed className="size-3.5" aria-hidden="true" />
      <Trans>Not started</Trans>
    </Badge>
  );
}

/** Passed, Not passed, or Awaiting marking while the instructor still has written answers to mark. */
export function ResultBadge({ result }: { result: AttemptResult }) {
  if (result === 'awaiting_marking') {
    return (
      <Badge variant="warning">
        <Hourglass className="size-3.5" aria-hidden="true" />
        <Trans>Awaiting marking</Trans>
      </Badge>
    );
  }
  return result === 'passed' ? (
    <Badge variant="success">
      <Trans>Passed</Trans>
    </Badge>
  ) : (
    <Badge variant="danger">
      <Trans>Not passed</Trans>
    </Badge>
  );
}
