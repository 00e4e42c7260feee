import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { submissionVerdict, type SubmissionVerdict } from '../lib/submission-status';

// In context: an attempt's verdict, not a payment's 'Failed' nor the student's own 'Passed' ('you passed').
const looks: Record<SubmissionVerdict, { variant: BadgeVariant; label: MessageDescriptor }> = {
  passed: { variant: 'success', label: msg({ message: 'Passed', context: 'attempt' }) },
  failed: { variant: 'danger', label: msg({ message: 'Failed', context: 'attempt' }) },
  needs_marking: { variant: 'warning', label: msg`Needs marking` },
  in_progress: { variant: 'warning', label: msg({ message: 'In progress', context: 'attempt' }) },
  not_started: { variant: 'neutral', label: msg({ message: 'Not Started', context: 'attempt' }) },
};

export function SubmissionStatusBadge({
  submission,
  passingScore,
}: {
  submission: { status: string; percentage: number | null; awaiting_marking?: number };
  passingScore: number;
}) {
  const { i18n } = useLingui();
  const { variant, label } = looks[submissionVerdict(submission, passingScore)];
  return <Badge variant={variant}>{i18n._(label)}</Badge>;
}
