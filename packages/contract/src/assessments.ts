import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { idField, IdParam } from './ids';
import { ATTEMPT_RESULTS } from './progress';
import { longText, text } from './text';

export const QUESTION_TYPES = [
  'multiple_choice',
  'text',
  'true_false',
  'multiple_select',
  'short_answer',
  'numeric',
  'essay',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const ASSESSMENT_DEFAULTS = {
  duration_minutes: 60,
  total_points: 100,
  passing_score: 70,
  attempts_allowed: 1,
  is_active: true,
} as const;
/** Saves and submissions in flight when the clock runs out are still accepted for this long. */
export const GRACE_SECONDS = 30;
export const LOW_TIME_SECONDS = 300;
export const MAX_OPTIONS = 10;
export const MAX_QUESTION_POINTS = 1000;

const questionText = longText({ error: 'Question text is required' })
  .trim()
  .min(1, { error: 'Question text is required' })
  .max(2000, { error: 'Questions must be at most 2000 characters' });

const choiceOptions = z
  .array(text({ error: 'All options must have text' }).trim(), {
    error: 'At least 2 options are required',
  })
  .min(2, { error: 'At least 2 options are required' })
  .max(MAX_OPTIONS, { error: `At most ${MAX_OPTIONS} options` })
  .refine((options) => options.every((option) => option.length > 0), {
    error: 'All options must have text',
  })
  .refine((options) => options.every((option) => option.length <= 500), {
    error: 'Options must be at most 500 characters',
  });

/** Questions answered without choosing among options keep an empty list, so every question has `options`. */
const noOptions = z.array(text()).max(0).optional().default([]);

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What any question may carry besides its answer: its own points (see questionPoints), feedback for afterwards. */
const questionExtras = {
  points: z
    .number({ error: 'Points must be a number' })
    .positive({ error: 'Points must be more than 0' })
    .max(MAX_QUESTION_POINTS, { error: `Points must be at most ${MAX_QUESTION_POINTS}` })
    .refine(hasAtMostTwoDecimals, { error: 'Points can have at most 2 decimals' })
    .optional(),
  feedback: longText({ error: 'Feedback must be text' })
    .trim()
    .max(2000, { error: 'Feedback must be at most 2000 characters' })
    .transform((value) => value || undefined)
    .optional(),
};

export const MultipleChoiceQuestion = z
  .object({
    question: questionText,
    type: z.literal('multiple_choice'),
    options: choiceOptions,
    correct_answer: z.coerce
      .number({ error: 'Choose the correct answer' })
      .int({ error: 'Choose the correct answer' })
      .min(0, { error: 'Choose the correct answer' }),
    ...questionExtras,
  })
  .refine((q) => q.correct_answer < q.options.length, {
    error: 'Choose the correct answer',
    path: ['correct_answer'],
  });

export const TextQuestion = z.object({
  question: questionText,
  type: z.literal('text'),
  options: noOptions,
  /** An optional expected answer, matched trimmed and case-insensitive; otherwise the instructor grades it. */
  correct_answer: z
    .union([
      longText().trim().max(500, { error: 'Expected answers must be at most 500 characters' }),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null),
  ...questionExtras,
});

export const TrueFalseQuestion = z.object({
  question: questionText,
  type: z.literal('true_false'),
  options: noOptions,
  correct_answer: z.boolean({ error: 'Choose true or false' }),
  ...questionExtras,
});

/** Graded all or nothing unless `partial_credit` (the rule is in the server's grading). */
export const MultipleSelectQuestion = z
  .object({
    question: questionText,
    type: z.literal('multiple_select'),
    options: choiceOptions,
    correct_answers: z
      .array(
        z
          .number({ error: 'Choose at least one correct option' })
          .int({ error: 'Correct options must be among the options' })
          .min(0, { error: 'Correct options must be among the options' }),
        { error: 'Choose at least one correct option' },
      )
      .min(1, { error: 'Choose at least one correct option' })
      .max(MAX_OPTIONS, { error: `At most ${MAX_OPTIONS} options` })
      // A set of options: kept in order, so the same answer key is always stored the same way.
      .transform((indexes) => indexes.toSorted((a, b) => a - b)),
    partial_credit: z.boolean({ error: 'Partial credit must be true or false' }).default(false),
    ...questionExtras,
  })
  .refine((q) => q.correct_answers.every((index) => index < q.options.length), {
    error: 'Correct options must be among the options',
    path: ['correct_answers'],
  })
  .refine((q) => new Set(q.correct_answers).size === q.correct_answers.length, {
    error: 'Choose each correct option once',
    path: ['correct_answers'],
  });

/** Accepted answers match ignoring case and spaces around and between words. */
export const ShortAnswerQuestion = z.object({
  question: questionText,
  type: z.literal('short_answer'),
  options: noOptions,
  accepted_answers: z
    .array(text({ error: 'Accepted answers must have text' }).trim(), {
      error: 'Add at least one accepted answer',
    })
    .min(1, { error: 'Add at least one accepted answer' })
    .max(20, { error: 'At most 20 accepted answers' })
    .refine((answers) => answers.every((answer) => answer.length > 0), {
      error: 'Accepted answers must have text',
    })
    .refine((answers) => answers.every((answer) => answer.length <= 500), {
      error: 'Accepted answers must be at most 500 characters',
    }),
  ...questionExtras,
});

/** Right when the answer is within `tolerance` of `correct_answer`, both ends included. */
export const NumericQuestion = z.object({
  question: questionText,
  type: z.literal('numeric'),
  options: noOptions,
  correct_answer: z.number({ error: 'Enter the correct number' }),
  tolerance: z
    .number({ error: 'Tolerance must be 0 or more' })
    .min(0, { error: 'Tolerance must be 0 or more' })
    .default(0),
  ...questionExtras,
});

/** A written answer the instructor marks by hand. */
export const EssayQuestion = z.object({
  question: questionText,
  type: z.literal('essay'),
  options: noOptions,
  ...questionExtras,
});

export const Question = z.discriminatedUnion(
  'type',
  [
    MultipleChoiceQuestion,
    TextQuestion,
    TrueFalseQuestion,
    MultipleSelectQuestion,
    ShortAnswerQuestion,
    NumericQuestion,
    EssayQuestion,
  ],
  {
    error:
      'Question type must be multiple_choice, text, true_false, multiple_select, short_answer, numeric or essay',
  },
);
export type Question = z.output<typeof Question>;

/** Short answers compare ignoring case, spaces around and between words, and how Unicode spells a letter. */
const normalAnswer = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a short answer matches one of the accepted answers. 'New  York ' matches 'new york'; an 'ö' typed as an
 * 'o' and a combining mark matches the 'ö' typed as one letter.
 */
export function matchesAcceptedAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = normalAnswer(answer);
  return accepted.some((one) => normalAnswer(one) === given);
}

/**
 * Whether a number is within the tolerance of the correct one, both ends included. Decimals are not exact in
 * binary (0.1 + 0.2 is 0.30000000000000004), so a difference of up to a millionth of a millionth of the numbers'
 * size counts as none.
 */
export function withinTolerance(
  answer: number,
  { correct_answer: value, tolerance }: { correct_answer: number; tolerance: number },
): boolean {
  const rounding = 1e-12 * Math.max(Math.abs(answer), Math.abs(value));
  return Math.abs(answer - value) <= tolerance + rounding;
}

const POINTS_SLACK = 0.005;
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What each question is worth. A question's own points count as given; the questions without points share
 * equally what the others leave of the assessment's total (nothing when they take it all). With no points
 * anywhere every question gets an equal share of the total, as before points existed. AssessmentBody makes the
 * points add up to the total.
 */
export function questionPoints(questions: readonly { points?: number | undefined }[], totalPoints: number) {
  const given = sumOf(questions.map((question) => question.points ?? 0));
  const unpointed = questions.filter((question) => question.points === undefined).length;
  const share = unpointed === 0 ? 0 : Math.max(0, totalPoints - given) / unpointed;
  return questions.map((question) => question.points ?? share);
}

type PointsCheck = { questions: readonly { points?: number | undefined }[]; total_points: number };

const givenPoints = ({ questions }: PointsCheck) => sumOf(questions.map((question) => question.points ?? 0));
const everyQuestionHasPoints = ({ questions }: PointsCheck) =>
  questions.length > 0 && questions.every((question) => question.points !== undefined);
const anyQuestionHasPoints = ({ questions }: PointsCheck) =>
  questions.some((question) => question.points !== undefined);

/** How many tags a bank question or a draw may name, and how long a tag may be. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
/** How many questions an assessment may hold, list from the bank or draw for each student. */
export const MAX_ASSESSMENT_QUESTIONS = 200;

/**
 * A tag of the question bank: one line of text. `/` and `|` are kept out because GIFT categories and the CSV
 * template use them as separators, so a tag always reads back as itself.
 */
export const QuestionTag = text({ error: 'Tags must be text' })
  .trim()
  .min(1, { error: 'Tags cannot be empty' })
  .max(MAX_TAG_LENGTH, { error: `Tags must be at most ${MAX_TAG_LENGTH} characters` })
  .refine((tag) => !/[/|]/.test(tag), { error: 'Tags cannot contain / or |' });

/** A question's tags, or the tags a draw picks from: each once, in the order given. */
export const QuestionTags = z
  .array(QuestionTag, { error: 'Tags must be a list of text' })
  .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags` })
  .transform((tags) => [...new Set(tags)]);

const bankQuestionId = idField('Bank questions are chosen by their id');

/**
 * Where an assessment's questions come from when not from its own `questions`: a fixed list of bank questions, or
 * `count` questions drawn for each attempt from the bank questions carrying any of `tags` (the whole bank when
 * there are none).
 */
export const AssessmentSelection = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank'),
      question_ids: z
        .array(bankQuestionId, { error: 'Choose at least one question from the bank' })
        .min(1, { error: 'Choose at least one question from the bank' })
        .max(MAX_ASSESSMENT_QUESTIONS, { error: `At most ${MAX_ASSESSMENT_QUESTIONS} questions` })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each question once' }),
    }),
    z.object({
      kind: z.literal('draw'),
      count: z
        .number({ error: 'Say how many questions to draw' })
        .int({ error: 'Say how many questions to draw' })
        .min(1, { error: 'Draw at least 1 question' })
        .max(MAX_ASSESSMENT_QUESTIONS, { error: `Draw at most ${MAX_ASSESSMENT_QUESTIONS} questions` }),
      tags: QuestionTags.default([]),
    }),
  ],
  { error: 'The selection is either a list from the bank (bank) or a draw (draw)' },
);
export type AssessmentSelection = z.output<typeof AssessmentSelection>;

/** The selection as the API answers it. */
export const StoredSelection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bank'), question_ids: z.array(z.number().int()) }),
  z.object({ kind: z.literal('draw'), count: z.number().int(), tags: z.array(z.string()) }),
]);

/** Where a question of an attempt came from: the course's bank (its id) or the assessment's own (its index). */
export const QuestionSource = z.object({ origin: z.enum(['bank', 'own']), id: z.number().int() });
export type QuestionSource = z.infer<typeof QuestionSource>;

/** How many questions each attempt holds: a draw may hold fewer when the bank has fewer to draw from. */
export function questionsPerAttempt(assessment: {
  questions: readonly unknown[];
  selection: AssessmentSelection | null;
}): number {
  if (assessment.selection?.kind === 'bank') return assessment.selection.question_ids.length;
  if (assessment.selection?.kind === 'draw') return assessment.selection.count;
  return assessment.questions.length;
}

const optionalDate = z
  .union([
    z.null(),
    z.literal(''),
    z.iso.datetime({ offset: true, local: true, error: 'Enter a valid date and time' }),
  ])
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

export const AssessmentBody = z
  .object({
    title: text({ error: 'Title is required' })
      .trim()
      .min(1, { error: 'Title is required' })
      .max(200, { error: 'Title must be at most 200 characters' }),
    description: longText()
      .trim()
      .max(5000, { error: 'Description must be at most 5000 characters' })
      .default(''),
    duration_minutes: z.coerce
      .number({ error: 'Duration must be at least 1 minute' })
      .int({ error: 'Duration must be a whole number of minutes' })
      .min(1, { error: 'Duration must be at least 1 minute' })
      .max(1440, { error: 'Duration must be at most 1440 minutes' })
      .default(ASSESSMENT_DEFAULTS.duration_minutes),
    total_points: z.coerce
      .number({ error: 'Total points must be at least 1' })
      .int({ error: 'Total points must be a whole number' })
      .min(1, { error: 'Total points must be at least 1' })
      .max(10_000, { error: 'Total points must be at most 10000' })
      .default(ASSESSMENT_DEFAULTS.total_points),
    passing_score: z.coerce
      .number({ error: 'Passing score must be between 0 and 100' })
      .min(0, { error: 'Passing score must be between 0 and 100' })
      .max(100, { error: 'Passing score must be between 0 and 100' })
      .default(ASSESSMENT_DEFAULTS.passing_score),
    attempts_allowed: z.coerce
      .number({ error: 'Attempts allowed must be at least 1' })
      .int({ error: 'Attempts allowed must be a whole number' })
      .min(1, { error: 'Attempts allowed must be at least 1' })
      .max(100, { error: 'Attempts allowed must be at most 100' })
      .default(ASSESSMENT_DEFAULTS.attempts_allowed),
    is_active: z.boolean({ error: 'is_active must be true or false' }).default(ASSESSMENT_DEFAULTS.is_active),
    start_date: optionalDate,
    due_date: optionalDate,
    /** The assessment's own questions; with a selection they may be none, and are kept but not asked. */
    questions: z
      .array(Question, { error: 'At least one question is required' })
      .max(MAX_ASSESSMENT_QUESTIONS, { error: `At most ${MAX_ASSESSMENT_QUESTIONS} questions` }),
    selection: AssessmentSelection.nullable()
      .optional()
      .transform((selection) => selection ?? null),
    /** Each student gets the questions, and each question's options, in an order of their own. */
    shuffle_questions: z.boolean({ error: 'shuffle_questions must be true or false' }).default(false),
    shuffle_options: z.boolean({ error: 'shuffle_options must be true or false' }).default(false),
  })
  .refine((a) => a.selection !== null || a.questions.length > 0, {
    error: 'At least one question is required',
    path: ['questions'],
    // Shown with the other fields' problems, as the form lists them all at once; only for an object whose questions
    // and selection are themselves valid.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some(
        ({ path }) =>
          path === undefined || path.length === 0 || ['questions', 'selection'].includes(String(path[0])),
      ),
  })
  .refine((a) => !a.start_date || !a.due_date || new Date(a.due_date) > new Date(a.start_date), {
    error: 'Due date must be after start date',
    path: ['due_date'],
  })
  .refine((a) => !everyQuestionHasPoints(a) || Math.abs(givenPoints(a) - a.total_points) < POINTS_SLACK, {
    error: 'Question points must add up to the total points',
    path: ['questions'],
  })
  .refine((a) => everyQuestionHasPoints(a) || !anyQuestionHasPoints(a) || givenPoints(a) < a.total_points, {
    error: 'Question points must leave some of the total points for the questions without points',
    path: ['questions'],
  });
export type AssessmentBody = z.input<typeof AssessmentBody>;

export const SUBMISSION_STATUSES = ['in_progress', 'submitted'] as const;

/**
 * How far a finished attempt is marked: answers marked (automatically or by hand) and answers still waiting
 * for the instructor. `result` follows progress.ts attemptResult; it is null while the attempt is in progress.
 */
const marking = {
  marked_questions: z.number().int(),
  awaiting_marking: z.number().int(),
  result: z.enum(ATTEMPT_RESULTS).nullable(),
};

const storedExtras = { points: z.number().optional(), feedback: z.string().optional() };

/** A question as stored, answers included, for its instructor. */
export const InstructorQuestion = z.discriminatedUnion('type', [
  z.object({
    question: z.string(),
    type: z.literal('multiple_choice'),
    options: z.array(z.string()),
    correct_answer: z.number(),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('text'),
    options: z.array(z.string()),
    correct_answer: z.string().nullable(),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('true_false'),
    options: z.array(z.string()),
    correct_answer: z.boolean(),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('multiple_select'),
    options: z.array(z.string()),
    correct_answers: z.array(z.number()),
    partial_credit: z.boolean(),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('short_answer'),
    options: z.array(z.string()),
    accepted_answers: z.array(z.string()),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('numeric'),
    options: z.array(z.string()),
    correct_answer: z.number(),
    tolerance: z.number(),
    ...storedExtras,
  }),
  z.object({
    question: z.string(),
    type: z.literal('essay'),
    options: z.array(z.string()),
    ...storedExtras,
  }),
]);
export type InstructorQuestion = z.infer<typeof InstructorQuestion>;

/** One attempt as its instructor reviews it: the answers and the hand marks with the results. */
export const InstructorSubmission = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_username: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  correct_answers: z.number().int().nullable(),
  total_questions: z.number().int(),
  answers: z.record(z.string(), z.union([z.number(), z.boolean(), z.array(z.number()), z.string()])),
  manual_grades: z.record(z.string(), z.boolean()),
  time_spent_minutes: z.number().nullable(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  attempt_number: z.number().int(),
  is_late_submission: z.boolean(),
  ...marking,
  /** The attempt's questions in the student's order, answers included: what `answers` are keyed by. */
  questions: z.array(InstructorQuestion),
});
export type InstructorSubmission = z.infer<typeof InstructorSubmission>;

/** An attempt as the submissions list shows it: the answers are read one attempt at a time, on review. */
export const InstructorSubmissionSummary = InstructorSubmission.omit({
  answers: true,
  manual_grades: true,
  questions: true,
});
export type InstructorSubmissionSummary = z.infer<typeof InstructorSubmissionSummary>;

/** How many submissions a page of an assessment's submissions lists when the request does not say. */
export const SUBMISSIONS_PAGE_SIZE = 25;

/** A page of an assessment's submissions, newest attempt first: `total_submissions` counts them all. */
export const SubmissionPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type SubmissionPageQuery = z.infer<typeof SubmissionPageQuery>;

export const InstructorAssessment = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  total_points: z.number().int(),
  passing_score: z.number(),
  attempts_allowed: z.number().int(),
  is_active: z.boolean(),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  questions: z.array(InstructorQuestion),
  selection: StoredSelection.nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  /** How many questions each attempt holds (questionsPerAttempt). */
  questions_count: z.number().int(),
  submitted_count: z.number().int(),
  total_submissions: z.number().int(),
  created_at: z.string(),
});
export type InstructorAssessment = z.infer<typeof InstructorAssessment>;

/** The assessment with one page of its submissions; `submitted_count` and `total_submissions` count them all. */
export const InstructorAssessmentDetail = InstructorAssessment.extend({
  submissions: z.array(InstructorSubmissionSummary),
});
export type InstructorAssessmentDetail = z.infer<typeof InstructorAssessmentDetail>;

export const GradeBody = z.object({
  grades: z.record(
    text().regex(/^\d+$/, { error: 'Grades are keyed by question number' }),
    z.boolean({ error: 'A grade is true (correct) or false (not correct)' }),
  ),
});
export type GradeBody = z.infer<typeof GradeBody>;

export const StudentQuestion = z.object({
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  points: z.number().optional(),
  /** The instructor's feedback on the question, shown only once the attempt is submitted. */
  feedback: z.string().optional(),
});
export type StudentQuestion = z.infer<typeof StudentQuestion>;

/**
 * What a student may see of a question before submitting: its text, type, options and points. Picking these
 * rather than removing the answer keys keeps anything a question type adds later hidden until it is chosen here.
 */
export function toStudentQuestion({ question, type, options, points }: Question): StudentQuestion {
  return points === undefined ? { question, type, options } : { question, type, options, points };
}

/** A question of a submitted attempt: as before submitting, with its feedback. The answer keys stay hidden. */
export function toSubmittedQuestion(question: Question): StudentQuestion {
  const shown = toStudentQuestion(question);
  return question.feedback === undefined ? shown : { ...shown, feedback: question.feedback };
}

export const Answers = z
  .record(
    text().regex(/^\d+$/, { error: 'Answers are keyed by question number' }),
    /** An option index, true or false, a number, the indexes of the options chosen, or text, by question type. */
    z.union(
      [
        z.number(),
        z.boolean(),
        z
          .array(
            z
              .number()
              .int()
              .min(0)
              .max(MAX_OPTIONS - 1),
            { error: 'Choose options by their number' },
          )
          .max(MAX_OPTIONS, { error: `At most ${MAX_OPTIONS} options` }),
        longText().max(5000, { error: 'Answers must be at most 5000 characters' }),
      ],
      {
        error:
          'An answer must be an option number, true or false, a number, a list of option numbers or text',
      },
    ),
    { error: 'answers must be an object of question number to answer' },
  )
  .refine((answers) => Object.keys(answers).length <= 500, { error: 'Too many answers' });
export type Answers = z.infer<typeof Answers>;

export const AnswersBody = z.object({ answers: Answers.default({}) });

/**
 * `<attempt id>:<sequence>`: a client that queues saves (offline) numbers them per attempt, so the server answers a
 * repeated key as before and never lets an older save overwrite a newer one.
 */
export const SaveKey = z
  .string({ error: 'idempotency_key must be "<attempt id>:<sequence>"' })
  .regex(/^[1-9]\d{0,9}:[1-9]\d{0,9}$/, { error: 'idempotency_key must be "<attempt id>:<sequence>"' })
  .transform((key) => {
    const [attemptId, sequence] = key.split(':').map(Number);
    return { attemptId: attemptId ?? 0, sequence: sequence ?? 0 };
  })
  .refine((key) => key.attemptId <= 2_147_483_647 && key.sequence <= 2_147_483_647, {
    error: 'idempotency_key must be "<attempt id>:<sequence>"',
  });
export const SaveAnswersBody = AnswersBody.extend({ idempotency_key: SaveKey.optional() });

export const StudentSubmission = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  started_at: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  answers: Answers,
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  attempt_number: z.number().int(),
  time_remaining_seconds: z.number().int(),
  /** Correct among the marked answers; null while in progress. */
  correct_answers: z.number().int().nullable(),
  total_questions: z.number().int(),
  ...marking,
});
export type StudentSubmission = z.infer<typeof StudentSubmission>;

export const STUDENT_ASSESSMENT_STATUSES = ['not_started', 'in_progress', 'submitted'] as const;

export const StudentAssessment = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  total_points: z.number().int(),
  passing_score: z.number(),
  questions_count: z.number().int(),
  attempts_used: z.number().int(),
  attempts_allowed: z.number().int(),
  can_attempt: z.boolean(),
  status: z.enum(STUDENT_ASSESSMENT_STATUSES),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  is_overdue: z.boolean(),
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  /** The best result over the finished attempts; null before any. */
  result: z.enum(ATTEMPT_RESULTS).nullable(),
});
export type StudentAssessment = z.infer<typeof StudentAssessment>;

export const StudentAssessmentDetail = StudentAssessment.extend({
  /**
   * The questions of the attempt shown (`submission`), in the student's own order: sent once it has started,
   * never with correct answers; with feedback once it is submitted.
   */
  questions: z.array(StudentQuestion),
  submission: StudentSubmission.nullable(),
  server_time: z.string(),
});
export type StudentAssessmentDetail = z.infer<typeof StudentAssessmentDetail>;

export const StartResponse = z.object({
  message: z.string(),
  submission: StudentSubmission,
  server_time: z.string(),
});
export const SaveResponse = z.object({
  message: z.string(),
  saved_at: z.string(),
  time_remaining_seconds: z.number().int(),
});
export const SubmitResponse = z.object({
  message: z.string(),
  percentage: z.number(),
  score: z.number(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  /** True only for a final pass: never while answers await marking. */
  passed: z.boolean(),
  answers_accepted: z.boolean(),
  /** Question numbers (from 1) whose answers were graded: after the deadline, only those that reached the server in time. */
  counted_questions: z.array(z.number().int()),
  marked_questions: z.number().int(),
  awaiting_marking: z.number().int(),
  result: z.enum(ATTEMPT_RESULTS),
});
export type SubmitResponse = z.infer<typeof SubmitResponse>;

/** An assessment the student can take now: not started yet (with attempts left) or in progress. */
export const OpenAssessment = z.object({
  assessment_id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  duration_minutes: z.number().int(),
  due_date: z.string().nullable(),
  /** By the server's clock; null without a due date. */
  seconds_until_due: z.number().int().nullable(),
  status: z.enum(['not_started', 'in_progress']),
  /** Time left on the attempt in progress, by the server's clock; null when none is running. */
  attempt_seconds_left: z.number().int().nullable(),
  attempts_used: z.number().int(),
  attempts_allowed: z.number().int(),
});
export type OpenAssessment = z.infer<typeof OpenAssessment>;

/** A finished attempt with text answers the instructor has not marked yet. */
export const MarkingQueueItem = z.object({
  submission_id: z.number().int(),
  assessment_id: z.number().int(),
  assessment_title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_username: z.string(),
  attempt_number: z.number().int(),
  submitted_at: z.string(),
  awaiting_marking: z.number().int(),
});
export type MarkingQueueItem = z.infer<typeof MarkingQueueItem>;

/** The instructor's 'Needs marking' list, oldest first; `total` counts them all when the list is cut. */
export const MarkingQueue = z.object({
  total: z.number().int(),
  submissions: z.array(MarkingQueueItem),
});
export type MarkingQueue = z.infer<typeof MarkingQueue>;

/** Display status for instructors: Inactive, Closed, Scheduled or Active (spec part 2 section 4). */
export function assessmentDisplayStatus(
  assessment: { is_active: boolean; start_date: string | null; due_date: string | null },
  now: Date = new Date(),
): 'Inactive' | 'Closed' | 'Scheduled' | 'Active' {
  if (!assessment.is_active) return 'Inactive';
  if (assessment.due_date && now > new Date(assessment.due_date)) return 'Closed';
  if (assessment.start_date && now < new Date(assessment.start_date)) return 'Scheduled';
  return 'Active';
}

export const CourseAssessmentsParams = z.object({ courseId: IdParam });
export const CourseAssessmentParams = z.object({ courseId: IdParam, id: IdParam });
export const SubmissionParams = CourseAssessmentParams.extend({ submissionId: IdParam });
export const StudentAssessmentParams = z.object({ id: IdParam });

/**
 * Instructors author and mark assessments of their own courses (admins may read them); students take the
 * assessments of the courses they are enrolled in. Someone else's course or assessment answers 404.
 */
export const assessmentEndpoints = describeEndpoints({
  'GET /instructor/courses/:courseId/assessments/': {
    summary: "A course's assessments with their questions and submission counts.",
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentsParams,
    response: z.array(InstructorAssessment),
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/assessments/': {
    summary: "Creates an assessment in one of the instructor's courses.",
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor'],
    params: CourseAssessmentsParams,
    body: AssessmentBody,
    status: 201,
    response: InstructorAssessment,
    errors: ['forbidden', 'not_found'],
  },
  'GET /instructor/courses/:courseId/assessments/:id/': {
    summary: `One assessment with a page of its submissions, newest attempt first (${SUBMISSIONS_PAGE_SIZE} unless \`limit\` says otherwise), without their answers; the counts cover every submission.`,
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentParams,
    query: SubmissionPageQuery,
    response: InstructorAssessmentDetail,
    errors: ['forbidden', 'not_found'],
  },
  'PUT /instructor/courses/:courseId/assessments/:id/': {
    summary: 'Replaces an assessment; finished attempts are regraded against the new questions.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor'],
    params: CourseAssessmentParams,
    body: AssessmentBody,
    response: InstructorAssessmentDetail,
    errors: ['forbidden', 'not_found'],
  },
  'DELETE /instructor/courses/:courseId/assessments/:id/': {
    summary: 'Deletes an assessment nobody has attempted yet.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor'],
    params: CourseAssessmentParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'assessment_has_submissions'],
  },
  'GET /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/': {
    summary: 'One submission of the assessment with its answers and hand marks, for review.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: SubmissionParams,
    response: InstructorSubmission,
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/grade/': {
    summary: 'Marks answers of a finished attempt correct or not correct, by question number.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor'],
    params: SubmissionParams,
    body: GradeBody,
    response: InstructorSubmission,
    errors: ['forbidden', 'not_found', 'attempt_not_submitted', 'validation_error'],
  },
  'GET /instructor/needs-marking/': {
    summary:
      "Finished attempts in the instructor's courses with written answers not marked yet, oldest first.",
    tag: 'Assessments',
    auth: 'required',
    roles: ['instructor'],
    response: MarkingQueue,
    errors: ['forbidden'],
  },
  'GET /student/assessments/': {
    summary: "The assessments of the student's courses with their attempts and best result.",
    tag: 'Assessments',
    auth: 'required',
    roles: ['student'],
    response: z.array(StudentAssessment),
    errors: ['forbidden'],
  },
  'GET /student/assessments/:id/': {
    summary: 'One assessment; its questions (never the correct answers) once an attempt has started.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['student'],
    params: StudentAssessmentParams,
    response: StudentAssessmentDetail,
    errors: ['forbidden', 'not_found'],
  },
  'POST /student/assessments/:id/start/': {
    summary: 'Starts an attempt; the server keeps its clock.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['student'],
    params: StudentAssessmentParams,
    response: StartResponse,
    errors: ['forbidden', 'not_found', 'assessment_closed', 'attempt_in_progress', 'attempts_exhausted'],
  },
  'POST /student/assessments/:id/save/': {
    summary:
      'Saves the answers of the attempt in progress, until its time (plus the grace) runs out. With an idempotency key, a repeated or older key is answered without being applied.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['student'],
    params: StudentAssessmentParams,
    body: SaveAnswersBody,
    response: SaveResponse,
    errors: ['forbidden', 'not_found', 'no_attempt_in_progress', 'validation_error'],
  },
  'POST /student/assessments/:id/submit/': {
    summary:
      'Submits and grades the attempt; after its time the last saved answers count. A repeat answers the last result.',
    tag: 'Assessments',
    auth: 'required',
    roles: ['student'],
    params: StudentAssessmentParams,
    body: AnswersBody,
    response: SubmitResponse,
    errors: ['forbidden', 'not_found', 'no_attempt_in_progress', 'validation_error'],
  },
});
