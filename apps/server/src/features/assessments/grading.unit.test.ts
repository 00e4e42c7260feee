import { describe, expect, it } from 'vitest';
import type { Question } from '@somo/contract/assessments';
import { answerProblem, attemptOutcome, awaitsMarking, gradeAnswers, isCorrect, markingOf } from './grading';

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
    expect(attemptOutcome(assessment, { percentage: 66.67, answers, manualGrades: {} })).toEqual({
      markedQuestions: 2,
      awaitingMarking: 1,
      result: 'awaiting_marking',
    });
    expect(
      attemptOutcome(assessment, { percentage: 66.67, answers, manualGrades: { '2': false } }).result,
    ).toBe('passed');
    expect(
      attemptOutcome(assessment, { percentage: 33.33, answers: { '0': 1 }, manualGrades: {} }).result,
    ).toBe('failed');
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
