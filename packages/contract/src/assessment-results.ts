import { z } from 'zod';
import { CourseAssessmentParams, QUESTION_TYPES, QuestionSource } from './assessments';
import { describeEndpoints } from './endpoint';

/** The wrong answer chosen most: an option by its place as the question is written, or true or false. */
export const MostChosenWrong = z.object({
  answer: z.union([z.number().int(), z.boolean()]),
  text: z.string(),
  count: z.number().int(),
});

/**
 * How one question fared over the finished attempts that asked it (a drawn question counts only for the students
 * who drew it). Shares are fractions from 0 to 1; an unanswered question earns nothing.
 */
export const QuestionStatistics = z.object({
  source: QuestionSource,
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** What the question was worth, on average over the attempts that asked it. */
  points: z.number(),
  times_asked: z.number().int(),
  times_answered: z.number().int(),
  correct_share: z.number(),
  average_credit: z.number(),
  /** For multiple choice, multiple select and true/false; null when nobody chose a wrong answer. */
  most_chosen_wrong: MostChosenWrong.nullable(),
});
export type QuestionStatistics = z.infer<typeof QuestionStatistics>;

export const AssessmentStatistics = z.object({
  assessment_id: z.number().int(),
  finished_attempts: z.number().int(),
  questions: z.array(QuestionStatistics),
});
export type AssessmentStatistics = z.infer<typeof AssessmentStatistics>;

/** The columns of the gradebook file, in order. */
export const GRADEBOOK_COLUMNS = [
  'name',
  'username',
  'email',
  'attempts_used',
  'best_score',
  'best_percentage',
  'result',
  'last_submitted_at',
] as const;

/** Results of an assessment for its course's instructor (admins may read them). */
export const assessmentResultEndpoints = describeEndpoints({
  'GET /instructor/courses/:courseId/assessments/:id/statistics/': {
    summary:
      'Per question, over the finished attempts that asked it: how often answered and fully right, the average credit and the wrong answer chosen most.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentParams,
    response: AssessmentStatistics,
    errors: ['forbidden', 'not_found'],
  },
  'GET /instructor/courses/:courseId/assessments/:id/gradebook.csv': {
    summary: `A CSV file (UTF-8, starting with a byte order mark for Excel) with a row per student enrolled in the course or with an attempt: ${GRADEBOOK_COLUMNS.join(', ')}. Cells left empty before any finished attempt.`,
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentParams,
    produces: 'text/csv',
    errors: ['forbidden', 'not_found'],
  },
});
