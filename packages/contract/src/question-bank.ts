import { z } from 'zod';
import {
  CourseAssessmentsParams,
  InstructorQuestion,
  Question,
  QuestionTag,
  QuestionTags,
} from './assessments';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam } from './ids';
import { longText } from './text';

/** An import reads at most this much text (UTF-8) and keeps at most this many questions. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_QUESTIONS = 1000;

export const BankQuestionParams = CourseAssessmentsParams.extend({ questionId: IdParam });

/** A question of the course's bank with its answer keys, and the tags draws pick it by. */
export const BankQuestionBody = z.object({
  question: Question,
  tags: QuestionTags.default([]),
});
export type BankQuestionBody = z.input<typeof BankQuestionBody>;

/** An assessment that asks the question: listed in its fixed list, or drawing from its tags. */
export const BankQuestionUse = z.object({
  assessment_id: z.number().int(),
  title: z.string(),
  kind: z.enum(['bank', 'draw']),
});

export const BankQuestion = z.object({
  id: z.number().int(),
  question: InstructorQuestion,
  tags: z.array(z.string()),
  used_by: z.array(BankQuestionUse),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankQuestion = z.infer<typeof BankQuestion>;

export const BankQuestionQuery = z.object({ tag: QuestionTag.optional() });

export const BankTag = z.object({ tag: z.string(), count: z.number().int() });
export type BankTag = z.infer<typeof BankTag>;

export const QUESTION_IMPORT_FORMATS = ['gift', 'csv'] as const;

/**
 * Questions in Moodle's GIFT format or in the CSV template. `tags` are added to every question read; without
 * `commit` the answer only shows what would be imported, and nothing is stored.
 */
export const QuestionImportBody = z.object({
  format: z.enum(QUESTION_IMPORT_FORMATS, { error: 'The format is gift or csv' }),
  text: longText({ error: 'Send the text of the file' }),
  tags: QuestionTags.default([]),
  commit: z.boolean({ error: 'commit must be true or false' }).default(false),
});
export type QuestionImportBody = z.input<typeof QuestionImportBody>;

/** Where in the file: the line a GIFT question starts on, or the spreadsheet row of a CSV one. */
const place = {
  line: z.number().int().optional(),
  row: z.number().int().optional(),
  /** A GIFT question's `::title::`, which our questions do not keep. */
  title: z.string().optional(),
};

export const ImportedQuestion = z.object({
  ...place,
  tags: z.array(z.string()),
  question: InstructorQuestion,
});
export const SkippedQuestion = z.object({ ...place, reason: z.string() });

/** What was understood and what was skipped and why; `ids` of the questions stored, once committed. */
export const QuestionImportResponse = z.object({
  committed: z.boolean(),
  questions: z.array(ImportedQuestion),
  skipped: z.array(SkippedQuestion),
  ids: z.array(z.number().int()),
});
export type QuestionImportResponse = z.infer<typeof QuestionImportResponse>;

/**
 * The course's question bank, kept by its instructor (admins may read it). Someone else's course answers 404,
 * as for its assessments.
 */
export const questionBankEndpoints = describeEndpoints({
  'GET /instructor/courses/:courseId/question-bank/': {
    summary: "The course's bank questions with their tags and the assessments that ask them, oldest first.",
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentsParams,
    query: BankQuestionQuery,
    response: z.array(BankQuestion),
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/question-bank/': {
    summary: "Adds a question to the course's bank.",
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor'],
    params: CourseAssessmentsParams,
    body: BankQuestionBody,
    status: 201,
    response: BankQuestion,
    errors: ['forbidden', 'not_found'],
  },
  'PUT /instructor/courses/:courseId/question-bank/:questionId/': {
    summary:
      'Replaces a bank question and its tags. Attempts already started keep the question as they drew it.',
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor'],
    params: BankQuestionParams,
    body: BankQuestionBody,
    response: BankQuestion,
    errors: ['forbidden', 'not_found'],
  },
  'DELETE /instructor/courses/:courseId/question-bank/:questionId/': {
    summary:
      "Deletes a bank question that no assessment's fixed list names; attempts that drew it keep their copy.",
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor'],
    params: BankQuestionParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'question_in_use'],
  },
  'GET /instructor/courses/:courseId/question-bank/tags/': {
    summary: "The bank's tags with how many questions carry each, by name.",
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentsParams,
    response: z.array(BankTag),
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/question-bank/import/': {
    summary: `Reads questions from GIFT or the CSV template (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB, ${MAX_IMPORT_QUESTIONS} questions): a preview, or with \`commit\` stored in one go.`,
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor'],
    params: CourseAssessmentsParams,
    body: QuestionImportBody,
    response: QuestionImportResponse,
    errors: ['forbidden', 'not_found', 'payload_too_large'],
  },
  'GET /instructor/courses/:courseId/question-bank/export/': {
    summary:
      "The bank (or one tag of it) as a GIFT file; each question under its first tag's $CATEGORY. Points are not part of GIFT.",
    tag: 'Question bank',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseAssessmentsParams,
    query: BankQuestionQuery,
    produces: 'text/plain',
    errors: ['forbidden', 'not_found'],
  },
});
