import { CheckCircle2, CircleDashed, Timer } from 'lucide-react';
import type { StudentAssessment } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';

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

export function PassBadge({ passed }: { passed: boolean }) {
  return passed ? <Badge variant="success">Passed</Badge> : <Badge variant="danger">Not passed</Badge>;
}
