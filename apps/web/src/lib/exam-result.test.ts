import { afterEach, describe, expect, it } from 'vitest';
import type { SubmitResponse } from '@somo/contract/assessments';
import { formatPercent, hasPassed, markingSummary, submitAlertLines, submitAlertText } from './exam-result';
import { i18n } from './i18n/i18n';
import { messagesOf } from '../test/catalogues';

const french = messagesOf('fr');
const spanish = messagesOf('es');

afterEach(() => {
  i18n.activate('en');
});

/** A fully marked result unless told otherwise; passed follows the result, as the server sends it. */
function outcome(fields: Partial<SubmitResponse>) {
  const result = fields.result ?? 'passed';
  return {
    percentage: 0,
    correct_answers: 0,
    total_questions: 0,
    marked_questions: fields.total_questions ?? 0,
    awaiting_marking: 0,
    ...fields,
    result,
    passed: result === 'passed',
  };
}

describe('submit alert text', () => {
  it('reads the spec text with one decimal and PASSED', () => {
    expect(submitAlertText(outcome({ percentage: 85, correct_answers: 17, total_questions: 20 }))).toBe(
      'Assessment submitted! Score: 85.0% (17/20 correct)\nPASSED',
    );
  });

  it('says Keep studying! when the attempt did not pass', () => {
    expect(
      submitAlertLines(
        outcome({ percentage: 33.33, correct_answers: 1, total_questions: 3, result: 'failed' }),
      ),
    ).toEqual(['Assessment submitted! Score: 33.3% (1/3 correct)', 'Keep studying!']);
  });

  it('gives no score while a written answer awaits marking', () => {
    expect(
      submitAlertLines(
        outcome({
          percentage: 66.67,
          correct_answers: 2,
          total_questions: 3,
          marked_questions: 2,
          awaiting_marking: 1,
          result: 'awaiting_marking',
        }),
      ),
    ).toEqual(['Assessment submitted! 2 of 2 marked correct · 1 awaiting marking', 'Awaiting marking']);
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

describe('results in other languages', () => {
  // Intl puts a narrow no-break space before the French percent sign.
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  it('writes the alert in French, with French numbers', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(
      submitAlertLines(outcome({ percentage: 85.5, correct_answers: 17, total_questions: 20 })).map(plain),
    ).toEqual(['Évaluation envoyée ! Note : 85,5 % (17/20 justes)', 'RÉUSSI']);
  });

  it('agrees the marking summary with its counts', () => {
    expect(markingSummary({ correct_answers: 1, marked_questions: 1, awaiting_marking: 0 })).toBe(
      '1 of 1 marked correct',
    );
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(markingSummary({ correct_answers: 1, marked_questions: 1, awaiting_marking: 2 })).toBe(
      '1 correcta de 1 respuesta calificada · 2 respuestas pendientes de calificación',
    );
    expect(markingSummary({ correct_answers: 0, marked_questions: 0, awaiting_marking: 1 })).toBe(
      '1 respuesta pendiente de calificación',
    );
  });
});
