import { CheckCircle2, CircleDashed, Hourglass, Timer } from 'lucide-react';
import type { StudentAssessment } from '@somo/contract/assessments';
import type { AttemptResult } from '@somo/contract/progress';
import { Badge } from '../../../components/ui/badge';
import { AWAITING_MARKING } from '../../../lib/exam-result';

export function ExamStatusBadge({ status }: { status: StudentAssessment['status'] }) {
  if (status === 'in_progress') {
    return (
      <Badge variant="warning">
        <Timer className="size-3.5" aria-hidden="true" />
        In progress
      </Badge>
    );
  }
  if (status === 'submitted') {
    return (
      <Badge variant="success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        Submitted
      </Badge>
    );
  }
  return (
    <Badge variant="neutral">
      <CircleDashed className="size-3.5" aria-hidden="true" />
      Not started
    </Badge>
  );
}

/** Passed, Not passed, or Awaiting marking while the instructor still has written answers to mark. */
export function ResultBadge({ result }: { result: AttemptResult }) {
  if (result === 'awaiting_marking') {
    return (
      <Badge variant="warning">
        <Hourglass className="size-3.5" aria-hidden="true" />
        {AWAITING_MARKING}
      </Badge>
    );
  }
  return result === 'passed' ? (
    <Badge variant="success">Passed</Badge>
  ) : (
    <Badge variant="danger">Not passed</Badge>
  );
}
