import { describe, expect, it } from 'vitest';
import { formatPercent, hasPassed, submitAlertLines, submitAlertText } from './exam-result';

describe('submit alert text', () => {
  it('reads the spec text with one decimal and PASSED', () => {
    expect(submitAlertText({ percentage: 85, correct_answers: 17, total_questions: 20, passed: true })).toBe(
      'Assessment submitted! Score: 85.0% (17/20 correct)\nPASSED',
    );
  });

  it('says Keep studying! when the attempt did not pass', () => {
    expect(
      submitAlertLines({ percentage: 33.33, correct_answers: 1, total_questions: 3, passed: false }),
    ).toEqual(['Assessment submitted! Score: 33.3% (1/3 correct)', 'Keep studying!']);
  });

  it('rounds to one decimal', () => {
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('passes at or above the passing score', () => {
    expect(hasPassed(70, 70)).toBe(true);
    expect(hasPassed(69.99, 70)).toBe(false);
  });
});
