import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { submissionStatusLabel } from '../lib/submission-status';

const variants: Record<ReturnType<typeof submissionStatusLabel>, BadgeVariant> = {
  Passed: 'success',
  Failed: 'danger',
  'Needs marking': 'warning',
  'In progress': 'warning',
  'Not Started': 'neutral',
};

export function SubmissionStatusBadge({
  submission,
  passingScore,
}: {
  submission: { status: string; percentage: number | null; awaiting_marking?: number };
  passingScore: number;
}) {
  const label = submissionStatusLabel(submission, passingScore);
  return <Badge variant={variants[label]}>{label}</Badge>;
}
