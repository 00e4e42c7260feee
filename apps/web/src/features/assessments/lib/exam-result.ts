import type { SubmitResponse } from '@somo/contract/assessments';

/** Spec 01 §9: scores are shown with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Spec 01 §9: passing means a percentage at or above the passing score. */
export function hasPassed(percentage: number, passingScore: number): boolean {
  return percentage >= passingScore;
}

type SubmitOutcome = Pick<SubmitResponse, 'percentage' | 'correct_answers' | 'total_questions' | 'passed'>;

/**
 * Spec 01 §8, word for word: 'Assessment submitted! Score: X% (correct/total correct)' followed by
 * 'PASSED' or 'Keep studying!'. Returned as its two lines so the dialog can set them apart.
 */
export function submitAlertLines(result: SubmitOutcome): [string, string] {
  return [
    `Assessment submitted! Score: ${formatPercent(result.percentage)} (${result.correct_answers}/${result.total_questions} correct)`,
    result.passed ? 'PASSED' : 'Keep studying!',
  ];
}

export function submitAlertText(result: SubmitOutcome): string {
  return submitAlertLines(result).join('\n');
}
