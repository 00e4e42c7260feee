import { describe, expect, it } from 'vitest';
import { answerVerdict } from './assessment-answers';
import { isAnswered, unansweredNumbers } from './answered-questions';

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

describe('answers to the other question types', () => {
  const select = {
    question: 'Primes',
    type: 'multiple_select' as const,
    options: ['2', '3', '4'],
    correct_answers: [0, 1],
    partial_credit: true,
  };
  const numeric = {
    question: 'Pi',
    type: 'numeric' as const,
    options: [],
    correct_answer: 3.14,
    tolerance: 0.01,
  };
  const short = {
    question: 'Who?',
    type: 'short_answer' as const,
    options: [],
    accepted_answers: ['no one'],
  };
  const essay = { question: 'Write', type: 'essay' as const, options: [] };

  it('counts an empty choice of options as unanswered and false as an answer', () => {
    expect(isAnswered([])).toBe(false);
    expect(isAnswered([1])).toBe(true);
    expect(isAnswered(false)).toBe(true);
    expect(unansweredNumbers(5, { '0': false, '1': 0, '2': [], '3': '  ' })).toEqual([3, 4, 5]);
  });

  it('calls correct only what earns the whole question', () => {
    const check = (
      question: Parameters<typeof answerVerdict>[0],
      answer: Parameters<typeof answerVerdict>[1],
    ) => answerVerdict(question, answer, undefined);
    expect(check(select, [1, 0])).toEqual({ correct: true, source: 'automatic' });
    expect(check(select, [0])).toEqual({ correct: false, source: 'automatic' });
    expect(check(numeric, 3.15)).toEqual({ correct: true, source: 'automatic' });
    expect(check(short, ' No  One')).toEqual({ correct: true, source: 'automatic' });
    expect(check(essay, 'An essay')).toEqual({ correct: false, source: 'ungraded' });
    expect(answerVerdict(essay, 'An essay', true)).toEqual({ correct: true, source: 'manual' });
  });
});
