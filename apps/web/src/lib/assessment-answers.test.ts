import { describe, expect, it } from 'vitest';
import { answerVerdict, isAnswered, unansweredNumbers } from './assessment-answers';

const choice = { question: 'Pick', type: 'multiple_choice' as const, options: ['a', 'b'], correct_answer: 1 };
const open = { question: 'Explain', type: 'text' as const, options: [], correct_answer: null };
const expected = { question: 'Name it', type: 'text' as const, options: [], correct_answer: 'Python' };

describe('answers', () => {
  it('counts blank text as unanswered', () => {
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
    expect(unansweredNumbers(4, { '0': 1, '1': ' ', '3': 'yes' })).toEqual([2, 3]);
  });

  it('grades like the server', () => {
    expect(answerVerdict(choice, 1, undefined)).toEqual({ correct: true, source: 'automatic' });
    expect(answerVerdict(choice, 0, undefined)).toEqual({ correct: false, source: 'automatic' });
    expect(answerVerdict(expected, '  python ', undefined)).toEqual({ correct: true, source: 'automatic' });
    expect(answerVerdict(open, 'anything', undefined)).toEqual({ correct: false, source: 'ungraded' });
    expect(answerVerdict(open, '  ', undefined)).toEqual({ correct: false, source: 'automatic' });
    expect(answerVerdict(open, undefined, undefined)).toEqual({ correct: false, source: 'automatic' });
    expect(answerVerdict(open, 'anything', true)).toEqual({ correct: true, source: 'manual' });
    expect(answerVerdict(choice, 1, false)).toEqual({ correct: false, source: 'manual' });
  });
});
