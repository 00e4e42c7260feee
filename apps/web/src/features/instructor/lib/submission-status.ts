import type { InstructorSubmission } from '@somo/contract/assessments';
import { hasPassed } from '../../../lib/exam-result';

/** What an attempt's badge says; the badge words it (submission-status-badge.tsx). */
export type SubmissionVerdict = 'passed' | 'failed' | 'needs_marking' | 'in_progress' | 'not_started';

/**
 * Spec 02 §4: a submitted attempt shows Passed or Failed by comparing its percentage with the passing
 * score; in_progress shows 'In progress'; anything else 'Not Started'. An attempt with written answers not
 * marked yet has no final percentage, so it shows 'Needs marking' instead of a verdict.
 */
export function submissionVerdict(
  submission: { status: string; percentage: number | null; awaiting_marking?: number },
  passingScore: number,
): SubmissionVerdict {
  if (submission.status === 'submitted') {
    if ((submission.awaiting_marking ?? 0) > 0) return 'needs_marking';
    return hasPassed(submission.percentage ?? 0, passingScore) ? 'passed' : 'failed';
  }
  if (submission.status === 'in_progress') return 'in_progress';
  return 'not_started';
}

/** Details are only shown for submitted attempts (spec 02 §4). */
export function canReview(submission: Pick<InstructorSubmission, 'status'>): boolean {
  return submission.status === 'submitted';
}
