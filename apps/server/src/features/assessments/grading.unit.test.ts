import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Question } from '@somo/contract/assessments';
import {
  answerProblem,
  attemptOutcome,
  awaitsMarking,
  gradeAnswers,
  isAnswered,
  isCorrect,
  markingOf,
  questionCredit,
  standingOf,
} from './grading';

const questions: Question[] = [
  {
    question: 'Capital of Uganda?',
    type: 'multiple_choice',
    options: ['Nairobi', 'Kampala', 'Dodoma'],
    correct_answer: 1,
  },
  { question: 'Say hello in Kiswahili', type: 'text', options: [], correct_answer: 'Jambo' },
  { question: 'Explain photosynthesis', type: 'text', options: [], correct_answer: null },
];

describe('isCorrect', () => {
  it('compares option indexes for multiple choice', () => {
    expect(isCorrect(questions[0] as Question, 1)).toBe(true);
    expect(isCorrect(questions[0] as Question, 0)).toBe(false);
    expect(isCorrect(questions[0] as Question, '1')).toBe(false);
    expect(isCorrect(questions[0] as Question, undefined)).toBe(false);
  });

  it('matches text answers trimmed and case-insensitive', () => {
    expect(isCorrect(questions[1] as Question, '  jambo ')).toBe(true);
    expect(isCorrect(questions[1] as Question, 'Habari')).toBe(false);
  });

  it('leaves text without an expected answer to the instructor', () => {
    expect(isCorrect(questions[2] as Question, 'Plants make food from light')).toBe(false);
    expect(isCorrect(questions[2] as Question, 'Plants make food from light', true)).toBe(true);
    expect(isCorrect(questions[0] as Question, 1, false)).toBe(false);
  });
});

describe('gradeAnswers', () => {
  it('gives each question an equal share of the points', () => {
    expect(gradeAnswers(questions, { '0': 1, '1': 'jambo', '2': 'x' }, {}, 100)).toEqual({
      correctAnswers: 2,
      totalQuestions: 3,
      score: 66.67,
      percentage: 66.67,
      markedQuestions: 2,
      awaitingMarking: 1,
    });
    expect(gradeAnswers(questions, { '0': 1, '1': 'jambo', '2': 'x' }, { '2': true }, 30)).toMatchObject({
      correctAnswers: 3,
      score: 30,
      percentage: 100,
    });
    expect(gradeAnswers(questions, {}, {}, 100)).toMatchObject({
      correctAnswers: 0,
      score: 0,
      percentage: 0,
    });
  });
});

describe('marking', () => {
  it('waits for the instructor only on written answers to text questions without an expected answer', () => {
    expect(awaitsMarking(questions[2] as Question, 'Plants make food from light')).toBe(true);
    expect(awaitsMarking(questions[2] as Question, 'Plants make food from light', false)).toBe(false);
    expect(awaitsMarking(questions[2] as Question, '   ')).toBe(false);
    expect(awaitsMarking(questions[2] as Question, undefined)).toBe(false);
    expect(awaitsMarking(questions[1] as Question, 'Habari')).toBe(false);
    expect(awaitsMarking(questions[0] as Question, 0)).toBe(false);
  });

  it('counts marked and waiting answers', () => {
    expect(markingOf(questions, { '0': 1, '1': 'jambo', '2': 'x' }, {})).toEqual({
      markedQuestions: 2,
      awaitingMarking: 1,
    });
    expect(markingOf(questions, { '0': 1, '1': 'jambo', '2': 'x' }, { '2': false })).toEqual({
      markedQuestions: 3,
      awaitingMarking: 0,
    });
  });

  it('never calls an attempt passed or failed while an answer waits', () => {
    const assessment = { questions, passingScore: 60 };
    const answers = { '0': 1, '1': 'jambo', '2': 'x' };
    expect(attemptOutcome(assessment, { percentage: 66.67, answers, manualGrades: {}, paper: null })).toEqual(
      {
        markedQuestions: 2,
        awaitingMarking: 1,
        result: 'awaiting_marking',
      },
    );
    expect(
      attemptOutcome(assessment, { percentage: 66.67, answers, manualGrades: { '2': false }, paper: null })
        .result,
    ).toBe('passed');
    expect(
      attemptOutcome(assessment, { percentage: 33.33, answers: { '0': 1 }, manualGrades: {}, paper: null })
        .result,
    ).toBe('failed');
  });

  it('marks the questions of the attempt’s own paper', () => {
    const assessment = { questions, passingScore: 60 };
    const [, , essay] = questions;
    if (!essay) throw new Error('no third question');
    const paper = { questions: [essay], sources: [{ origin: 'own' as const, id: 2, options: [] }] };
    expect(
      attemptOutcome(assessment, { percentage: 0, answers: { '0': 'x' }, manualGrades: {}, paper }),
    ).toEqual({ markedQuestions: 0, awaitingMarking: 1, result: 'awaiting_marking' });
  });
});

describe('standingOf', () => {
  const assessment = { questions, passingScore: 60 };
  const attempt = (id: number, status: string, percentage: number | null) => ({
    id,
    status,
    percentage,
    answers: { '0': 1 },
    manualGrades: {},
    paper: null,
  });

  it('takes the best finished attempt, the earlier of two equal ones, and its result', () => {
    const standing = standingOf(assessment, [
      attempt(1, 'submitted', 40),
      attempt(2, 'submitted', 70),
      attempt(3, 'submitted', 70),
      attempt(4, 'in_progress', null),
    ]);
    expect(standing.finished.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(standing.best?.id).toBe(2);
    expect(standing.result).toBe('passed');
  });

  it('has no best attempt and no result before one is finished', () => {
    expect(standingOf(assessment, [attempt(1, 'in_progress', null)])).toEqual({
      finished: [],
      best: undefined,
      result: null,
    });
  });
});

describe('answerProblem', () => {
  it('accepts answers that fit the questions', () => {
    expect(answerProblem(questions, { '0': 2, '1': 'text' })).toBeUndefined();
  });

  it('names the question with a bad answer', () => {
    expect(answerProblem(questions, { '5': 1 })).toBe('There is no question 6.');
    expect(answerProblem(questions, { '0': 3 })).toBe('The answer to question 1 must be one of its options.');
    expect(answerProblem(questions, { '1': 4 })).toBe('The answer to question 2 must be text.');
  });
});

const trueFalse: Question = {
  question: 'The sun rises in the east.',
  type: 'true_false',
  options: [],
  correct_answer: true,
};
const primes = (partialCredit: boolean, points?: number): Question => ({
  question: 'Which are prime?',
  type: 'multiple_select',
  options: ['2', '3', '4', '6'],
  correct_answers: [0, 1],
  partial_credit: partialCredit,
  ...(points === undefined ? {} : { points }),
});
const allOrNothing = primes(false);
const partial = primes(true);
const shortAnswer: Question = {
  question: "Who's buried in Grant's tomb?",
  type: 'short_answer',
  options: [],
  accepted_answers: ['no one', 'nobody'],
};
const numeric: Question = {
  question: 'Pi to 3 decimals?',
  type: 'numeric',
  options: [],
  correct_answer: 3.142,
  tolerance: 0.0005,
};
const essay: Question = {
  question: 'Write a short biography of Dag Hammarskjöld.',
  type: 'essay',
  options: [],
};

describe('questionCredit', () => {
  it('compares true or false exactly', () => {
    expect(questionCredit(trueFalse, true)).toBe(1);
    expect(questionCredit(trueFalse, false)).toBe(0);
    expect(questionCredit(trueFalse, 'true')).toBe(0);
    expect(questionCredit(trueFalse, 1)).toBe(0);
  });

  it('gives multiple select all or nothing unless it gives partial credit', () => {
    expect(questionCredit(allOrNothing, [1, 0])).toBe(1);
    expect(questionCredit(allOrNothing, [0, 1, 1])).toBe(1);
    expect(questionCredit(allOrNothing, [0])).toBe(0);
    expect(questionCredit(allOrNothing, [0, 1, 2])).toBe(0);
    expect(questionCredit(allOrNothing, [])).toBe(0);
  });

  it('counts each correct option for and each wrong option against, never below 0', () => {
    expect(questionCredit(partial, [0, 1])).toBe(1);
    expect(questionCredit(partial, [0])).toBe(0.5);
    expect(questionCredit(partial, [0, 2])).toBe(0);
    expect(questionCredit(partial, [0, 1, 3])).toBe(0.5);
    expect(questionCredit(partial, [2, 3])).toBe(0);
    expect(questionCredit(partial, [0, 0])).toBe(0.5);
  });

  it('matches short answers ignoring case and spaces', () => {
    expect(questionCredit(shortAnswer, '  No   One ')).toBe(1);
    expect(questionCredit(shortAnswer, 'NOBODY')).toBe(1);
    expect(questionCredit(shortAnswer, 'Grant')).toBe(0);
  });

  it('takes numbers within the tolerance, ends included', () => {
    expect(questionCredit(numeric, 3.142)).toBe(1);
    expect(questionCredit(numeric, 3.1415)).toBe(1);
    expect(questionCredit(numeric, 3.1425)).toBe(1);
    expect(questionCredit(numeric, 3.1426)).toBe(0);
    const exact: Question = {
      question: '0.1 + 0.2?',
      type: 'numeric',
      options: [],
      correct_answer: 0.3,
      tolerance: 0,
    };
    expect(questionCredit(exact, 0.1 + 0.2)).toBe(1);
  });

  it('leaves essays to the instructor', () => {
    expect(questionCredit(essay, 'He was Secretary-General.')).toBe(0);
    expect(questionCredit(essay, 'He was Secretary-General.', true)).toBe(1);
    expect(awaitsMarking(essay, 'He was Secretary-General.')).toBe(true);
    expect(awaitsMarking(essay, ' ')).toBe(false);
    expect(awaitsMarking(essay, 'x', false)).toBe(false);
    expect(awaitsMarking(shortAnswer, 'x')).toBe(false);
  });

  it('lets the hand grade win on every type', () => {
    expect(questionCredit(partial, [0], true)).toBe(1);
    expect(questionCredit(numeric, 3.142, false)).toBe(0);
  });

  it('gives an answer of the wrong shape nothing', () => {
    expect(questionCredit(numeric, '3.142')).toBe(0);
    expect(questionCredit(trueFalse, [1])).toBe(0);
    expect(questionCredit(shortAnswer, ['no one'] as never)).toBe(0);
    expect(questionCredit(allOrNothing, 0)).toBe(0);
  });

  it('keeps every credit between 0 and 1 whatever the answer', () => {
    const answer = fc.oneof(
      fc.integer({ min: -5, max: 20 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 10 }),
      fc.string(),
    );
    const all = [...questions, trueFalse, allOrNothing, partial, shortAnswer, numeric, essay];
    fc.assert(
      fc.property(fc.constantFrom(...all), answer, (question, given) => {
        const credit = questionCredit(question, given);
        return credit >= 0 && credit <= 1;
      }),
    );
  });
});

describe('gradeAnswers with points and new types', () => {
  it('weighs each question by its points', () => {
    const weighted: Question[] = [
      {
        question: 'The sun rises in the east.',
        type: 'true_false',
        options: [],
        correct_answer: true,
        points: 10,
      },
      primes(true, 40),
      shortAnswer,
      numeric,
    ];
    // Short answer and numeric share the 50 points the others leave: 25 each.
    expect(gradeAnswers(weighted, { '0': true, '1': [0], '2': 'nobody' }, {}, 100)).toEqual({
      correctAnswers: 2,
      totalQuestions: 4,
      score: 55,
      percentage: 55,
      markedQuestions: 4,
      awaitingMarking: 0,
    });
    expect(gradeAnswers(weighted, { '1': [0], '3': 3 }, { '3': true }, 100)).toMatchObject({
      correctAnswers: 1,
      score: 45,
    });
  });

  it('shares the points equally without any, partial credit included', () => {
    expect(gradeAnswers([partial, essay], { '0': [1], '1': 'An essay' }, {}, 10)).toEqual({
      correctAnswers: 0,
      totalQuestions: 2,
      score: 2.5,
      percentage: 25,
      markedQuestions: 1,
      awaitingMarking: 1,
    });
  });

  it('scores exactly as before when no question has points', () => {
    const many = Array.from({ length: 160 }, () => questions[0] as Question);
    expect(gradeAnswers(many, { '0': 1 }, {}, 1)).toMatchObject({ percentage: 0.63, score: 0.01 });
  });
});

describe('answerProblem for the new types', () => {
  const all = [trueFalse, allOrNothing, shortAnswer, numeric, essay];

  it('accepts answers of the right shape', () => {
    expect(answerProblem(all, { '0': false, '1': [], '2': 'x', '3': -0.5, '4': 'essay' })).toBeUndefined();
    expect(answerProblem(all, { '1': [0, 3] })).toBeUndefined();
  });

  it('names what each type takes', () => {
    expect(answerProblem(all, { '0': 'true' })).toBe('The answer to question 1 must be true or false.');
    expect(answerProblem(all, { '1': [4] })).toBe('The answer to question 2 must be a list of its options.');
    expect(answerProblem(all, { '1': 0 })).toBe('The answer to question 2 must be a list of its options.');
    expect(answerProblem(all, { '2': 3 })).toBe('The answer to question 3 must be text.');
    expect(answerProblem(all, { '3': '3' })).toBe('The answer to question 4 must be a number.');
    expect(answerProblem(all, { '4': true })).toBe('The answer to question 5 must be text.');
    expect(answerProblem(questions, { '0': -1 })).toBe(
      'The answer to question 1 must be one of its options.',
    );
    expect(answerProblem(questions, { '0': 0.5 })).toBe(
      'The answer to question 1 must be one of its options.',
    );
  });
});

describe('isAnswered', () => {
  it('needs text besides spaces or at least one option', () => {
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(' ')).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});
