import type { z } from 'zod';
import {
  ASSESSMENT_DEFAULTS,
  type AssessmentBody,
  type InstructorAssessment,
} from '@somo/contract/assessments';
import { sentQuestion, toQuestionValues } from './question-form';

export type AssessmentFormValues = z.input<typeof AssessmentBody>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local input value (the browser's own time zone), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return [day, time].join('T');
}

/** Spec 02 §9 defaults: 60 minutes, 100 points, pass at 70%, 1 attempt, active. */
export function emptyAssessmentValues(): AssessmentFormValues {
  return {
    title: '',
    description: '',
    duration_minutes: ASSESSMENT_DEFAULTS.duration_minutes,
    total_points: ASSESSMENT_DEFAULTS.total_points,
    passing_score: ASSESSMENT_DEFAULTS.passing_score,
    attempts_allowed: ASSESSMENT_DEFAULTS.attempts_allowed,
    is_active: ASSESSMENT_DEFAULTS.is_active,
    start_date: '',
    due_date: '',
    questions: [],
    selection: null,
    shuffle_questions: false,
    shuffle_options: false,
  };
}

export function assessmentToFormValues(assessment: InstructorAssessment): AssessmentFormValues {
  return {
    title: assessment.title,
    description: assessment.description,
    duration_minutes: assessment.duration_minutes,
    total_points: assessment.total_points,
    passing_score: assessment.passing_score,
    attempts_allowed: assessment.attempts_allowed,
    is_active: assessment.is_active,
    start_date: toLocalInput(assessment.start_date),
    due_date: toLocalInput(assessment.due_date),
    questions: assessment.questions.map(toQuestionValues),
    selection: assessment.selection,
    shuffle_questions: assessment.shuffle_questions,
    shuffle_options: assessment.shuffle_options,
  };
}

/** Where the assessment's questions come from: its own list, a fixed list from the bank, or a draw from it. */
export type QuestionSource = 'own' | 'bank' | 'draw';
type SelectionValues = AssessmentFormValues['selection'];

/** A new draw asks this many questions until the instructor says otherwise. */
export const DEFAULT_DRAW_COUNT = 10;

export function sourceOf(selection: SelectionValues): QuestionSource {
  return selection?.kind ?? 'own';
}

export function selectionFor(source: QuestionSource): SelectionValues {
  if (source === 'bank') return { kind: 'bank', question_ids: [] };
  if (source === 'draw') return { kind: 'draw', count: DEFAULT_DRAW_COUNT, tags: [] };
  return null;
}

/**
 * What is checked and sent: with a selection the assessment's own questions are not asked and the server takes
 * none, so questions left half-written under "Own questions" neither block saving nor get sent. Own questions
 * are sent as sentQuestion makes them.
 */
export function askedValues(values: AssessmentFormValues): AssessmentFormValues {
  return values.selection
    ? { ...values, questions: [] }
    : { ...values, questions: values.questions.map(sentQuestion) };
}

/** How many bank questions a draw from these tags picks from: those carrying any of them, or all without tags. */
export function drawPoolSize(bank: readonly { tags: readonly string[] }[], tags: readonly string[]): number {
  if (tags.length === 0) return bank.length;
  return bank.filter((question) => question.tags.some((tag) => tags.includes(tag))).length;
}
