import { msg, plural } from '@lingui/core/macro';
import type { SubmitResponse } from '@somo/contract/assessments';
import { formatNumber } from './format';
import { i18n } from './i18n/i18n';

/** Spec 01 §9: scores are shown with one decimal ('85.0%'; '85,0 %' in French). */
export function formatPercent(value: number): string {
  const percent = formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${percent}%`);
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

/** The alert's second line while written answers wait for the instructor. */
const AWAITING_MARKING = msg`Awaiting marking`;

type MarkedAttempt = { correct_answers: number; marked_questions: number; awaiting_marking: number };

/**
 * How far an attempt has been marked: '2 of 3 marked correct', '1 awaiting marking', or both joined by ' · '
 * (the web app's version of the contract's markingText, in the interface language).
 */
export function markingSummary(attempt: MarkedAttempt): string {
  const { correct_answers: correct, marked_questions: marked, awaiting_marking: awaiting } = attempt;
  if (marked === 0) {
    return i18n._(msg`${plural(awaiting, { one: '# awaiting marking', other: '# awaiting marking' })}`);
  }
  if (awaiting === 0) {
    return i18n._(
      msg`${plural(correct, { one: `# of ${marked} marked correct`, other: `# of ${marked} marked correct` })}`,
    );
  }
  return i18n._(
    msg`${plural(correct, { one: `# of ${marked} marked correct`, other: `# of ${marked} marked correct` })} · ${plural(awaiting, { one: '# awaiting marking', other: '# awaiting marking' })}`,
  );
}

/**
 * Spec 01 §8, word for word: 'Assessment submitted! Score: X% (correct/total correct)' followed by
 * 'PASSED' or 'Keep studying!'. While written answers wait for the instructor no score is final, so the
 * alert counts only the marked answers and says how many wait instead. Returned as its two lines so the
 * dialog can set them apart.
 */
export function submitAlertLines(result: SubmitOutcome): [string, string] {
  if (result.result === 'awaiting_marking') {
    const marking = markingSummary(result);
    return [i18n._(msg`Assessment submitted! ${marking}`), i18n._(AWAITING_MARKING)];
  }
  const score = formatPercent(result.percentage);
  const { correct_answers: correct, total_questions: total } = result;
  return [
    i18n._(msg`Assessment submitted! Score: ${score} (${correct}/${total} correct)`),
    result.passed ? i18n._(msg`PASSED`) : i18n._(msg`Keep studying!`),
  ];
}

export function submitAlertText(result: SubmitOutcome): string {
  return submitAlertLines(result).join('\n');
}
