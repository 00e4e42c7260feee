import type { InstructorSubmission } from '@somo/contract/assessments';
import { hasPassed } from '../../../lib/exam-result';

export type SubmissionStatusLabel = 'Passed' | 'Failed' | 'Needs marking' | 'In progress' | 'Not Started';

/**
 * Spec 02 §4: a submitted attempt shows Passed or Failed by comparing its percentage with the passing
 * score; in_progress shows 'In progress'; anything else 'Not Started'. An attempt with written answers not
 * marked yet has no final percentage, so it shows 'Needs marking' instead of a verdict.
 */
export function submissionStatusLabel(
  submission: { status: string; percentage: number | null; awaiting_marking?: number },
  passingScore: number,
): SubmissionStatusLabel {
  if (submission.status === 'submitted') {
    if ((submission.awaiting_marking ?? 0) > 0) return 'Needs marking';
    return hasPassed(submission.percentage ?? 0, passingScore) ? 'Passed' : 'Failed';
  }
  if (submission.status === 'in_progress') return 'In progress';
  return 'Not Started';
}

/** Details are only shown for submitted attempts (spec 02 §4). */
export function canReview(submission: Pick<InstructorSubmission, 'status'>): boolean {
  return submission.status === 'submitted';
}
