import { describe, expect, it } from 'vitest';
import {
  AssessmentBody,
  Answers,
  Question,
  matchesAcceptedAnswer,
  questionPoints,
  toStudentQuestion,
  withinTolerance,
} from './assessments';

/** The messages zod gives for a question, in order. */
function problems(question: unknown): string[] {
  const result = Question.safeParse(question);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const assessment = (questions: unknown[], total_points = 100) =>
  AssessmentBody.safeParse({ title: 'Quiz', total_points, questions });

const ask = (type: string, fields: Record<string, unknown> = {}) => ({ question: 'Q?', type, ...fields });

describe('question types', () => {
  it('reads true/false with a boolean answer', () => {
    expect(Question.parse(ask('true_false', { correct_answer: false }))).toEqual({
      question: 'Q?',
      type: 'true_false',
      options: [],
      correct_answer: false,
    });
    expect(problems(ask('true_false', { correct_answer: 'false' }))).toEqual(['Choose true or false']);
    expect(problems(ask('true_false'))).toEqual(['Choose true or false']);
  });

  it('reads multiple select with correct options and all-or-nothing by default', () => {
    expect(
      Question.parse(ask('multiple_select', { options: [' a ', 'b', 'c'], correct_answers: [2, 0] })),
    ).toEqual({
      question: 'Q?',
      type: 'multiple_select',
      options: ['a', 'b', 'c'],
      correct_answers: [0, 2],
      partial_credit: false,
    });
    const options = ['a', 'b', 'c'];
    expect(problems(ask('multiple_select', { options, correct_answers: [] }))).toEqual([
      'Choose at least one correct option',
    ]);
    expect(problems(ask('multiple_select', { options }))).toEqual(['Choose at least one correct option']);
    expect(problems(ask('multiple_select', { options, correct_answers: [3] }))).toEqual([
      'Correct options must be among the options',
    ]);
    expect(problems(ask('multiple_select', { options, correct_answers: [-1] }))).toEqual([
      'Correct options must be among the options',
    ]);
    expect(problems(ask('multiple_select', { options, correct_answers: [1, 1] }))).toEqual([
      'Choose each correct option once',
    ]);
    expect(problems(ask('multiple_select', { options: ['a'], correct_answers: [0] }))).toEqual([
      'At least 2 options are required',
    ]);
  });

  it('reads short answers with their accepted answers', () => {
    expect(Question.parse(ask('short_answer', { accepted_answers: [' no one ', 'nobody'] }))).toEqual({
      question: 'Q?',
      type: 'short_answer',
      options: [],
      accepted_answers: ['no one', 'nobody'],
    });
    expect(problems(ask('short_answer', { accepted_answers: [] }))).toEqual([
      'Add at least one accepted answer',
    ]);
    expect(problems(ask('short_answer'))).toEqual(['Add at least one accepted answer']);
    expect(problems(ask('short_answer', { accepted_answers: ['a', '  '] }))).toEqual([
      'Accepted answers must have text',
    ]);
  });

  it('reads numbers with a tolerance of 0 unless given', () => {
    expect(Question.parse(ask('numeric', { correct_answer: 3.14 }))).toMatchObject({ tolerance: 0 });
    expect(Question.parse(ask('numeric', { correct_answer: -2, tolerance: 0.5 }))).toEqual({
      question: 'Q?',
      type: 'numeric',
      options: [],
      correct_answer: -2,
      tolerance: 0.5,
    });
    expect(problems(ask('numeric', { correct_answer: 1, tolerance: -0.1 }))).toEqual([
      'Tolerance must be 0 or more',
    ]);
    expect(problems(ask('numeric', { correct_answer: '3' }))).toEqual(['Enter the correct number']);
  });

  it('reads essays, which have no answer key', () => {
    expect(Question.parse(ask('essay'))).toEqual({ question: 'Q?', type: 'essay', options: [] });
    expect(problems(ask('essay', { options: ['a'] }))).not.toEqual([]);
  });

  it('names every type when the type is unknown', () => {
    expect(problems(ask('matching'))).toEqual([
      'Question type must be multiple_choice, text, true_false, multiple_select, short_answer, numeric or essay',
    ]);
  });

  it('takes points and feedback on every type', () => {
    const extras = { points: 2.5, feedback: '  Because.  ' };
    for (const question of [
      ask('multiple_choice', { options: ['a', 'b'], correct_answer: 0, ...extras }),
      ask('text', extras),
      ask('true_false', { correct_answer: true, ...extras }),
      ask('multiple_select', { options: ['a', 'b'], correct_answers: [1], ...extras }),
      ask('short_answer', { accepted_answers: ['x'], ...extras }),
      ask('numeric', { correct_answer: 1, ...extras }),
      ask('essay', extras),
    ]) {
      expect(Question.parse(question)).toMatchObject({ points: 2.5, feedback: 'Because.' });
    }
    expect(Question.parse(ask('essay', { feedback: '  ' })).feedback).toBeUndefined();
    expect(problems(ask('essay', { points: 0 }))).toEqual(['Points must be more than 0']);
    expect(problems(ask('essay', { points: 1001 }))).toEqual(['Points must be at most 1000']);
    expect(problems(ask('essay', { points: 1.005 }))).toEqual(['Points can have at most 2 decimals']);
    expect(problems(ask('essay', { points: 0.07 }))).toEqual([]);
    expect(problems(ask('essay', { feedback: 'x'.repeat(2001) }))).toEqual([
      'Feedback must be at most 2000 characters',
    ]);
  });

  it('keeps multiple choice and text as they were', () => {
    expect(Question.parse(ask('multiple_choice', { options: ['a', 'b'], correct_answer: '1' }))).toEqual({
      question: 'Q?',
      type: 'multiple_choice',
      options: ['a', 'b'],
      correct_answer: 1,
    });
    expect(Question.parse(ask('text', { correct_answer: '' }))).toEqual({
      question: 'Q?',
      type: 'text',
      options: [],
      correct_answer: null,
    });
  });
});

describe('question points', () => {
  it('shares the total equally when no question has points', () => {
    expect(questionPoints([{}, {}, {}, {}], 100)).toEqual([25, 25, 25, 25]);
  });

  it('gives questions without points an equal share of what the others leave', () => {
    expect(questionPoints([{ points: 40 }, {}, {}], 100)).toEqual([40, 30, 30]);
    expect(questionPoints([{ points: 120 }, {}], 100)).toEqual([120, 0]);
    expect(questionPoints([{ points: 2 }, { points: 3 }], 100)).toEqual([2, 3]);
  });

  it('requires the points to fit the total', () => {
    const essay = (points?: number) => ask('essay', points === undefined ? {} : { points });
    expect(assessment([essay(), essay()]).success).toBe(true);
    expect(assessment([essay(60), essay()]).success).toBe(true);
    expect(assessment([essay(60.5), essay(39.5)]).success).toBe(true);
    expect(assessment([essay(60), essay(30)]).error?.issues).toMatchObject([
      { message: 'Question points must add up to the total points', path: ['questions'] },
    ]);
    expect(assessment([essay(60), essay(40), essay()]).error?.issues).toMatchObject([
      {
        message: 'Question points must leave some of the total points for the questions without points',
        path: ['questions'],
      },
    ]);
  });
});

describe('answers', () => {
  it('takes an index, a boolean, a number, a list of indexes or text', () => {
    const answers = { '0': 1, '1': true, '2': -2.5, '3': [0, 2], '4': 'text' };
    expect(Answers.parse(answers)).toEqual(answers);
  });

  it('refuses lists of options that could not be options', () => {
    expect(Answers.safeParse({ '0': [-1] }).success).toBe(false);
    expect(Answers.safeParse({ '0': [0.5] }).success).toBe(false);
    expect(Answers.safeParse({ '0': [10] }).success).toBe(false);
    expect(Answers.safeParse({ '0': Array.from({ length: 11 }, () => 0) }).success).toBe(false);
    expect(Answers.safeParse({ '0': null }).success).toBe(false);
  });
});

describe('what students see', () => {
  const secrets = [
    'correct_answer',
    'correct_answers',
    'accepted_answers',
    'tolerance',
    'feedback',
    'partial_credit',
  ];
  const stored = [
    ask('multiple_choice', { options: ['a', 'b'], correct_answer: 0 }),
    ask('text', { correct_answer: 'x' }),
    ask('true_false', { correct_answer: true }),
    ask('multiple_select', { options: ['a', 'b'], correct_answers: [1], partial_credit: true }),
    ask('short_answer', { accepted_answers: ['x'] }),
    ask('numeric', { correct_answer: 1, tolerance: 0.1 }),
    ask('essay'),
  ].map((question) => Question.parse({ ...question, feedback: 'Well done', points: 5 }));

  it('never shows an answer, a tolerance, the partial-credit rule or the feedback', () => {
    for (const question of stored) {
      const shown = toStudentQuestion(question);
      expect(Object.keys(shown).filter((key) => secrets.includes(key))).toEqual([]);
      expect(shown).toEqual({ question: 'Q?', type: question.type, options: question.options, points: 5 });
    }
  });

  it('shows the same as before for questions without points', () => {
    expect(toStudentQuestion(Question.parse(ask('text', { correct_answer: 'x' })))).toEqual({
      question: 'Q?',
      type: 'text',
      options: [],
    });
  });
});

describe('matching answers', () => {
  it('matches short answers ignoring case and spaces around and between words', () => {
    expect(matchesAcceptedAnswer('  New   York ', ['new york'])).toBe(true);
    expect(matchesAcceptedAnswer('Hammarskjo\u0308ld', ['Hammarskj\u00f6ld'])).toBe(true);
    expect(matchesAcceptedAnswer('NewYork', ['new york'])).toBe(false);
    expect(matchesAcceptedAnswer('two', ['2', 'two'])).toBe(true);
  });

  it('counts numbers within the tolerance, both ends included', () => {
    expect(withinTolerance(0.1 + 0.2, { correct_answer: 0.3, tolerance: 0 })).toBe(true);
    expect(withinTolerance(3.15, { correct_answer: 3.14, tolerance: 0.01 })).toBe(true);
    expect(withinTolerance(3.13, { correct_answer: 3.14, tolerance: 0.01 })).toBe(true);
    expect(withinTolerance(3.1501, { correct_answer: 3.14, tolerance: 0.01 })).toBe(false);
    expect(withinTolerance(1_000_000.001, { correct_answer: 1_000_000, tolerance: 0 })).toBe(false);
    expect(withinTolerance(6.6e-34, { correct_answer: 6.7e-34, tolerance: 0 })).toBe(false);
    expect(withinTolerance(0, { correct_answer: 0, tolerance: 0 })).toBe(true);
  });
});
