import { z } from 'zod';
import { CourseLanguage } from './courses';
import { describeEndpoints } from './endpoint';
import { idField } from './ids';
import { Price } from './instructor';
import { LIMITS } from './limits';
import { Currency } from './settings';
import { longText, text } from './text';

export const AI_AGENTS = ['Tutor', 'FlashCard'] as const;
export const AiAgent = z.enum(AI_AGENTS, { error: 'agent must be Tutor or FlashCard' });
export type AiAgent = z.infer<typeof AiAgent>;

/** Spec 01 §9: the tutor sees the last 4 messages of the conversation; flashcards come 10 per topic. */
export const TUTOR_HISTORY_ENTRIES = 4;
export const FLASHCARDS_PER_TOPIC = 10;

const promptText = longText({ error: 'Please enter a question.' })
  .trim()
  .min(1, { error: 'Please enter a question.' })
  .max(LIMITS.aiPrompt, { error: `Questions must be at most ${LIMITS.aiPrompt} characters` });

export const ConversationEntry = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant' }),
  content: longText({ error: 'content must be text' }).max(LIMITS.aiPrompt * 4, {
    error: 'A history entry is too long',
  }),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

export const TutorBody = z
  .object({
    prompt: promptText,
    agent: AiAgent.default('Tutor'),
    /** Older entries are accepted and ignored: only the last four reach the assistant. */
    conversation_history: z
      .array(ConversationEntry, { error: 'conversation_history must be a list of messages' })
      .max(100, { error: 'conversation_history is too long' })
      .default([]),
    /**
     * The course the question is about: answers and flashcards draw on its lessons only. Without it the
     * assistant asks which of the user's courses to use.
     */
    course_id: idField('course_id must be a course id').optional(),
    /** A lesson of that course to answer from first, as when arriving from a lesson's 'Explain with AI'. */
    lesson_id: idField('lesson_id must be a lesson id').optional(),
  })
  .refine((body) => body.lesson_id === undefined || body.course_id !== undefined, {
    path: ['course_id'],
    error: 'course_id is required with lesson_id',
  });
export type TutorBody = z.input<typeof TutorBody>;

export const TutorSource = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  lesson_id: z.number().int(),
  lesson_title: z.string(),
});
export type TutorSource = z.infer<typeof TutorSource>;

export const TutorResponse = z.object({
  response: z.string(),
  /** The lessons the answer was built from, in the order they were used. */
  sources: z.array(TutorSource).optional(),
});
export type TutorResponse = z.infer<typeof TutorResponse>;

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const DifficultyLevel = z.enum(DIFFICULTY_LEVELS);
export type DifficultyLevel = z.infer<typeof DifficultyLevel>;

/** Spec 02 §3 "PDF analysis"; durations are in minutes. */
export const PdfAnalysis = z.object({
  title: z.string(),
  description: z.string(),
  language: CourseLanguage,
  suggested_price: z.number(),
  difficulty_level: DifficultyLevel,
  estimated_duration: z.number().int(),
  content_type: z.string(),
  target_audience: z.string(),
  learning_objectives: z.array(z.string()),
});
export type PdfAnalysis = z.infer<typeof PdfAnalysis>;

export const PdfAnalysisResponse = z.object({ analysis: PdfAnalysis });
export type PdfAnalysisResponse = z.infer<typeof PdfAnalysisResponse>;

export const PdfPreviewLesson = z.object({
  title: z.string(),
  /** The opening of the lesson; the whole text goes into the course. */
  content: z.string(),
  order: z.number().int(),
  estimated_duration: z.number().int(),
  key_concepts: z.array(z.string()),
});
export type PdfPreviewLesson = z.infer<typeof PdfPreviewLesson>;

export const PdfPreview = z.object({
  lessons: z.array(PdfPreviewLesson),
  assessments: z.array(
    z.object({ question: z.string(), type: z.literal('multiple_choice'), options: z.array(z.string()) }),
  ),
  total_assessments: z.number().int(),
  pdf_summary: z.object({
    total_words: z.number().int(),
    total_pages: z.number().int(),
    total_lessons: z.number().int(),
  }),
});
export type PdfPreview = z.infer<typeof PdfPreview>;

export const PdfPreviewResponse = z.object({ preview: PdfPreview });
export type PdfPreviewResponse = z.infer<typeof PdfPreviewResponse>;

const optionalText = (field: z.ZodString, max: number, label: string) =>
  field
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

/** The form fields sent beside pdf_file; left empty, title and description come from the document. */
export const PdfPreviewFields = z.object({
  title: optionalText(text(), LIMITS.courseTitle, 'Title'),
  description: optionalText(longText(), LIMITS.courseDescription, 'Description'),
  language: CourseLanguage.optional(),
});
export type PdfPreviewFields = z.input<typeof PdfPreviewFields>;

/**
 * Course fields for a course made from a PDF. is_published is accepted as the form sends it, but the course
 * always starts as a draft: generated lessons and questions are reviewed before students see them.
 */
export const PdfCreateFields = PdfPreviewFields.extend({
  price: Price.default(0),
  currency: Currency.default('UGX'),
  is_published: z.boolean({ error: 'is_published must be true or false' }).default(false),
});
export type PdfCreateFields = z.input<typeof PdfCreateFields>;

export const PdfCreateResponse = z.object({
  message: z.string(),
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    is_published: z.boolean(),
    lessons_created: z.number().int(),
    total_questions: z.number().int(),
    assessment_id: z.number().int().nullable(),
  }),
});
export type PdfCreateResponse = z.infer<typeof PdfCreateResponse>;

/**
 * Spec 01 §9: the study assistant answers from one course's lessons only. A course the user cannot see is not
 * found; a student must be enrolled in it (not_enrolled), an instructor must own it (forbidden).
 */
export const aiEndpoints = describeEndpoints({
  'POST /ai/tutor/': {
    summary:
      'Asks the study assistant (Tutor answers, FlashCard makes flashcards) about a course; without a course it ' +
      "asks which of the user's courses to use.",
    tag: 'AI assistant',
    auth: 'required',
    roles: ['student', 'instructor', 'admin'],
    body: TutorBody,
    response: TutorResponse,
    errors: ['forbidden', 'not_enrolled', 'not_found', 'service_unavailable'],
  },
});
