/**
 * The one definition of course progress and of an assessment result, shared by the server (which computes
 * them) and the web app (which words them). Plain functions without zod, so pages that show progress do not
 * load the schema runtime.
 *
 * Progress is lessons completed of the course's lessons, assessments passed of its active assessments, and
 * one overall percentage over both. An assessment counts as passed only once an attempt is fully marked and
 * reaches the passing score: an answer still waiting for the instructor never counts either way.
 */

export type ProgressCounts = {
  lessons_completed: number;
  lesson_count: number;
  assessments_passed: number;
  assessment_count: number;
};

export type ProgressSummary = ProgressCounts & {
  /** Whole percent of lessons and assessments done, over both. */
  percentage: number;
};

/**
 * Whole percent, rounded; 100 only when everything is done (199 of 200 is 99, not a rounded-up 100), and an
 * empty course is 0 % rather than a division by zero.
 */
export function wholePercent(done: number, total: number): number {
  if (total <= 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.round((done / total) * 100));
}

export function summarizeProgress(counts: ProgressCounts): ProgressSummary {
  const { done, total } = progressItems(counts);
  return { ...counts, percentage: wholePercent(done, total) };
}

/** Lessons and assessments together: what the spec's completed_quizzes / total_quizzes count. */
export function progressItems(counts: ProgressCounts): { done: number; total: number } {
  return {
    done: counts.lessons_completed + counts.assessments_passed,
    total: counts.lesson_count + counts.assessment_count,
  };
}

/** Every lesson completed and every active assessment passed, in a course that has something to do. */
export function isCourseComplete(summary: ProgressSummary): boolean {
  return summary.percentage >= 100;
}

function countOf(done: number, total: number, one: string, many: string): string {
  return `${done} of ${total} ${total === 1 ? one : many}`;
}

/** '1 of 5 lessons' */
export function lessonsText(counts: ProgressCounts): string {
  return countOf(counts.lessons_completed, counts.lesson_count, 'lesson', 'lessons');
}

/** '0 of 1 assessment passed', or null when the course has no active assessment. */
export function assessmentsText(counts: ProgressCounts): string | null {
  if (counts.assessment_count === 0) return null;
  return `${countOf(counts.assessments_passed, counts.assessment_count, 'assessment', 'assessments')} passed`;
}

/** '1 of 5 lessons · 0 of 1 assessment passed · 17%': the same words wherever progress is shown. */
export function progressText(summary: ProgressSummary): string {
  return [lessonsText(summary), assessmentsText(summary), `${summary.percentage}%`]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

export const ATTEMPT_RESULTS = ['passed', 'failed', 'awaiting_marking'] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

/**
 * A finished attempt is awaiting marking while any of its answers waits for the instructor; only then is its
 * percentage final and compared with the passing score (spec 01 §9: at or above passes).
 */
export function attemptResult(attempt: {
  percentage: number;
  passing_score: number;
  awaiting_marking: number;
}): AttemptResult {
  if (attempt.awaiting_marking > 0) return 'awaiting_marking';
  return attempt.percentage >= attempt.passing_score ? 'passed' : 'failed';
}

/** An assessment's result over all of a student's finished attempts: one pass is enough. */
export function bestResult(results: readonly AttemptResult[]): AttemptResult | null {
  if (results.includes('passed')) return 'passed';
  if (results.includes('awaiting_marking')) return 'awaiting_marking';
  return results.length > 0 ? 'failed' : null;
}

/**
 * Only marked answers are counted: '2 of 2 marked correct · 1 awaiting marking'. With nothing marked yet,
 * just '3 awaiting marking'.
 */
export function markingText(attempt: {
  correct_answers: number;
  marked_questions: number;
  awaiting_marking: number;
}): string {
  const awaiting = `${attempt.awaiting_marking} awaiting marking`;
  if (attempt.marked_questions === 0) return awaiting;
  const marked = `${attempt.correct_answers} of ${attempt.marked_questions} marked correct`;
  return attempt.awaiting_marking > 0 ? `${marked} · ${awaiting}` : marked;
}
