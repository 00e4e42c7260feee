import { describe, expect, it } from 'vitest';
import { Question, QUESTION_TYPES, type InstructorQuestion } from '@somo/contract/assessments';
import {
  correctAfterRemoving,
  correctSetAfterRemoving,
  newQuestion,
  numberFromInput,
  pointsFromInput,
  sentQuestion,
  toQuestionValues,
} from './question-form';

describe('question form values', () => {
  it('starts a multiple-choice question with 4 empty options and answer 0', () => {
    expect(newQuestion('multiple_choice')).toEqual({
      question: '',
      type: 'multiple_choice',
      options: ['', '', '', ''],
      correct_answer: 0,
    });
  });

  it('starts every type blank, refused by the contract until its text (and key) are written', () => {
    for (const type of QUESTION_TYPES) {
      const blank = newQuestion(type);
      expect(blank.type).toBe(type);
      expect(Question.safeParse(blank).success).toBe(false);
    }
  });

  it('round-trips each type once written', () => {
    const written: InstructorQuestion[] = [
      { question: 'Pick', type: 'multiple_choice', options: ['a', 'b'], correct_answer: 1 },
      { question: 'Name', type: 'text', options: [], correct_answer: null },
      { question: 'Sky blue?', type: 'true_false', options: [], correct_answer: false },
      {
        question: 'Primes',
        type: 'multiple_select',
        options: ['2', '4', '5'],
        correct_answers: [0, 2],
        partial_credit: true,
      },
      { question: 'Capital', type: 'short_answer', options: [], accepted_answers: ['Nairobi'] },
      { question: 'Pi', type: 'numeric', options: [], correct_answer: 3.14, tolerance: 0.01, points: 2 },
      { question: 'Discuss', type: 'essay', options: [], feedback: 'See lesson 3' },
    ];
    for (const question of written) {
      const values = toQuestionValues(question);
      expect(Question.parse(sentQuestion(values))).toMatchObject({ type: question.type });
    }
  });

  it('drops the blank lines of accepted answers, and only those', () => {
    const values = {
      ...newQuestion('short_answer'),
      question: 'City',
      accepted_answers: ['Mombasa', '', '  '],
    };
    expect(sentQuestion(values)).toMatchObject({ accepted_answers: ['Mombasa'] });
    expect(Question.parse(sentQuestion(values))).toMatchObject({ accepted_answers: ['Mombasa'] });
    const none = { ...values, accepted_answers: [''] };
    expect(Question.safeParse(sentQuestion(none)).error?.issues[0]?.message).toBe(
      'Add at least one accepted answer',
    );
  });

  it('keeps the correct answers on the same options when another is removed', () => {
    expect(correctAfterRemoving(2, 0)).toBe(1);
    expect(correctAfterRemoving(1, 3)).toBe(1);
    expect(correctAfterRemoving(2, 2)).toBe(0);
    expect(correctSetAfterRemoving([0, 2, 3], 2)).toEqual([0, 2]);
    expect(correctSetAfterRemoving([1, 3], 0)).toEqual([0, 2]);
  });

  it('reads number fields: empty points are none of their own, an empty number is not a number', () => {
    expect(pointsFromInput('')).toBeUndefined();
    expect(pointsFromInput('2.5')).toBe(2.5);
    expect(numberFromInput('')).toBeNaN();
    expect(numberFromInput('-0.5')).toBe(-0.5);
    expect(Question.safeParse({ ...newQuestion('numeric'), question: 'x' }).error?.issues[0]?.message).toBe(
      'Enter the correct number',
    );
  });
});
