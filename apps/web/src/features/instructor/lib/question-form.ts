import type { z } from 'zod';
import type { InstructorQuestion, Question, QuestionType } from '@somo/contract/assessments';

/** A question as the forms hold it while it is written: the contract's input, before its own parsing. */
export type QuestionFormValues = z.input<typeof Question>;
/** Any form that edits questions keeps them in a `questions` list, so one editor serves them all. */
export type QuestionListValues = { questions: QuestionFormValues[] };

/** Spec 02 §5: a new multiple-choice question starts with 4 empty options and answer index 0. */
export const NEW_OPTION_COUNT = 4;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

const emptyOptions = () => Array.from({ length: NEW_OPTION_COUNT }, () => '');

/** A blank question of a type, its answer key ready to be filled in. */
export function newQuestion(type: QuestionType): QuestionFormValues {
  switch (type) {
    case 'multiple_choice':
      return { question: '', type, options: emptyOptions(), correct_answer: 0 };
    case 'multiple_select':
      return { question: '', type, options: emptyOptions(), correct_answers: [], partial_credit: false };
    case 'true_false':
      return { question: '', type, options: [], correct_answer: true };
    case 'short_answer':
      return { question: '', type, options: [], accepted_answers: [''] };
    case 'numeric':
      return { question: '', type, options: [], correct_answer: Number.NaN, tolerance: 0 };
    case 'essay':
      return { question: '', type, options: [] };
    default:
      return { question: '', type: 'text', options: [], correct_answer: '' };
  }
}

/** A stored question as the editor holds it: fresh lists, and an empty expected answer rather than none. */
export function toQuestionValues(question: InstructorQuestion): QuestionFormValues {
  switch (question.type) {
    case 'multiple_choice':
      return { ...question, options: [...question.options] };
    case 'multiple_select':
      return { ...question, options: [...question.options], correct_answers: [...question.correct_answers] };
    case 'short_answer':
      return { ...question, accepted_answers: [...question.accepted_answers] };
    case 'text':
      return { ...question, options: [], correct_answer: question.correct_answer ?? '' };
    default:
      return question;
  }
}

/**
 * What is checked and sent of a question: the empty lines an instructor leaves while listing accepted answers
 * are not answers, so they are dropped instead of blocking the save.
 */
export function sentQuestion(question: QuestionFormValues): QuestionFormValues {
  if (question.type !== 'short_answer' || !Array.isArray(question.accepted_answers)) return question;
  const written = question.accepted_answers.filter(
    (answer) => typeof answer !== 'string' || answer.trim() !== '',
  );
  return { ...question, accepted_answers: written };
}

/** After an option is removed, the correct answer keeps pointing at the same option (or the first one). */
export function correctAfterRemoving(correct: number, removed: number): number {
  if (correct === removed) return 0;
  return correct > removed ? correct - 1 : correct;
}

/** After an option is removed, the correct options are the same ones, renumbered; the removed one is gone. */
export function correctSetAfterRemoving(correct: readonly number[], removed: number): number[] {
  return correct.filter((index) => index !== removed).map((index) => (index > removed ? index - 1 : index));
}

/** A points field's text as the contract takes it: empty is no points of its own (an equal share). */
export function pointsFromInput(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(value);
}

/** A number field's text as a number; empty is not a number, which the contract refuses with its message. */
export function numberFromInput(value: unknown): number {
  if (value === '' || value === null || value === undefined) return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** Tags typed as one line, separated by commas; blank ones are none. */
export function tagsFromText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
