import type { SubmitResponse } from '@somo/contract/assessments';
import { markingText } from '@somo/contract/progress';

/** Spec 01 §9: scores are shown with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Spec 01 §9: passing means a percentage at or above the passing score. */
export function hasPassed(percentage: number, passingScore: number): boolean {
  return percentage >= passingScore;
}

type SubmitOutcome = Pick<
  SubmitResponse,
  | 'percentage'
  | 'correct_answers'
  | 'total_questions'
  | 'passed'
  | 'result'
  | 'marked_questions'
  | 'awaiting_marking'
>;

export const AWAITING_MARKING = 'Awaiting marking';

/**
 * Spec 01 §8, word for word: 'Assessment submitted! Score: X% (correct/total correct)' followed by
 * 'PASSED' or 'Keep studying!'. While written answers wait for the instructor no score is final, so the
 * alert counts only the marked answers and says how many wait instead. Returned as its two lines so the
 * dialog can set them apart.
 */
export function submitAlertLines(result: SubmitOutcome): [string, string] {
  if (result.result === 'awaiting_marking') {
    return [`Assessment submitted! ${markingText(result)}`, AWAITING_MARKING];
  }
  return [
    `Assessment submitted! Score: ${formatPercent(result.percentage)} (${result.correct_answers}/${result.total_questions} correct)`,
    result.passed ? 'PASSED' : 'Keep studying!',
  ];
}

export function submitAlertText(result: SubmitOutcome): string {
  return submitAlertLines(result).join('\n');
}
