import { plainTextToMarkdown } from '@somo/contract/markdown';
import { subtle } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  PdfCreateFields,
  PdfPreviewFields,
  type PdfAnalysis,
  type PdfCreateResponse,
  type PdfPreview,
} from '@somo/contract/ai';
import { AssessmentBody, Question } from '@somo/contract/assessments';
import type { CourseLanguage } from '@somo/contract/courses';
import { LIMITS } from '@somo/contract/limits';
import { decimalsFor } from '@somo/contract/money';
import type { Settings } from '@somo/contract/settings';
import { assessments } from '../../db/schema/assessments';
import { courses, lessons } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { isPdf } from '../../lib/file-type';
import { enforceRateLimit } from '../../lib/rate-limit';
import { parseOrThrow } from '../../lib/validation';
import type { CourseDraft, DocumentInput } from '../ai/assistant';
import {
  STRUCTURE_LABELS,
  readingMinutes,
  splitIntoSections,
  type DocumentStructure,
} from '../ai/course-draft';
import { runWithFallback } from '../ai/providers';
import { detectLanguage, excerpt, wordCount } from '../ai/text';
import { ensureDefaultCategories } from '../forums/forums.queries';
import { assertPriceAllowed } from '../instructor/course-pricing';
import { assertInstructor } from '../instructor/instructor.policy';
import { readMultipartForm } from '../instructor/multipart';
import { getSettings } from '../settings/settings.service';
import type { DraftCache } from './draft-cache';
import type { PdfTextReader } from './pdf-text';

const MB = 1024 * 1024;
const PREVIEW_CONTENT_CHARS = 400;
const MINUTES_PER_QUESTION = 1;

export const NO_TEXT_MESSAGE =
  'This PDF has no extractable text. It may be a scan: run text recognition (OCR) on it, or upload the original document.';

type Upload = {
  bytes: Buffer;
  /** This instructor and this file: what is read from and drafted for an upload is kept under it a while. */
  key: string;
  fields: Record<string, string | boolean>;
  settings: Settings;
};

type ReadDocument = DocumentInput & {
  structure: DocumentStructure;
  language: z.infer<typeof CourseLanguage>;
  totalPages: number;
};

/** Hashed off the server's thread (Web Crypto runs in the thread pool): files may be tens of MB. */
async function uploadKey(actor: Actor, bytes: Buffer): Promise<string> {
  const digest = Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex');
  return `${actor.id}:${digest}`;
}

/**
 * Everything every PDF endpoint checks first: an instructor, within the upload rate limit, on a platform
 * that processes PDFs, sending a real PDF (by its content) no larger than the platform allows.
 */
async function receivePdf(ctx: AppContext, actor: Actor, request: FastifyRequest): Promise<Upload> {
  assertInstructor(actor);
  await enforceRateLimit(ctx, `upload:user:${actor.id}`, ctx.config.rateLimits.upload);
  const settings = await getSettings({ db: ctx.db });
  if (!settings.ai_settings.pdf_processing_enabled) {
    throw new AppError('forbidden', 'Creating courses from PDF files is switched off on this platform.');
  }
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      'Send the PDF as multipart/form-data in the pdf_file field.',
    );
  }
  const form = await readMultipartForm(request, {
    fileField: 'pdf_file',
    maxBytes: settings.ai_settings.max_pdf_size * MB,
  });
  if (!form.file || form.file.length === 0) {
    throw new AppError('validation_error', 'Please select a PDF file.', {
      pdf_file: 'Please select a PDF file.',
    });
  }
  if (!isPdf(form.file)) {
    throw new AppError('unsupported_media_type', 'This file is not a PDF. Please select a PDF file.');
  }
  return { bytes: form.file, key: await uploadKey(actor, form.file), fields: form.fields, settings };
}

function documentTitle(pages: string[], metadataTitle: string | undefined): string {
  if (metadataTitle && wordCount(metadataTitle) >= 2) return metadataTitle;
  const firstLine = pages
    .join('\n')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => wordCount(line) > 0);
  return firstLine && firstLine.length <= 120 ? firstLine : 'Course from PDF';
}

async function readDocument(reader: PdfTextReader, upload: Upload): Promise<ReadDocument> {
  const { pages, metadataTitle } = await reader.read(upload);
  const allText = pages.join('\n');
  const totalWords = wordCount(allText);
  if (totalWords === 0) throw new AppError('bad_request', NO_TEXT_MESSAGE);
  const { sections, structure } = splitIntoSections(pages);
  if (sections.length === 0) throw new AppError('bad_request', NO_TEXT_MESSAGE);
  return {
    sections,
    structure,
    documentTitle: documentTitle(pages, metadataTitle),
    totalWords,
    totalPages: pages.length,
    language: detectLanguage(allText),
  };
}

/** The draft for this file: from the cache when this instructor just had it drafted, else freshly made. */
async function draftFor(
  ctx: AppContext,
  cache: DraftCache,
  actor: Actor,
  upload: Upload,
  document: ReadDocument,
) {
  const cached = cache.get(upload.key);
  if (cached) return cached;
  const { result } = await runWithFallback(ctx, { userId: actor.id, agent: 'PdfCourse' }, (provider) =>
    provider.draftCourse(document),
  );
  cache.set(upload.key, result);
  return result;
}

function totalMinutes(draft: CourseDraft): number {
  const reading = draft.lessons.reduce((sum, lesson) => sum + readingMinutes(lesson.content), 0);
  return reading + draft.questions.length * MINUTES_PER_QUESTION;
}

/** The software cannot judge what a course is worth: it suggests free, or the lowest price allowed. */
function suggestedPrice(settings: Settings): number {
  const pricing = settings.pricing_settings;
  if (pricing.allow_free_courses) return 0;
  // The minimum is already in the platform currency; round up so the suggestion is never below it.
  const unit = 10 ** decimalsFor(pricing.default_currency);
  return Math.ceil(pricing.min_course_price * unit) / unit;
}

export type PdfContext = {
  ctx: AppContext;
  cache: DraftCache;
  reader: PdfTextReader;
  actor: Actor;
  request: FastifyRequest;
};

export async function analyzePdf({
  ctx,
  cache,
  reader,
  actor,
  request,
}: PdfContext): Promise<{ analysis: PdfAnalysis }> {
  const upload = await receivePdf(ctx, actor, request);
  const document = await readDocument(reader, upload);
  const draft = await draftFor(ctx, cache, actor, upload, document);
  return {
    analysis: {
      title: draft.title,
      description: draft.description,
      language: document.language,
      suggested_price: suggestedPrice(upload.settings),
      difficulty_level: draft.difficulty,
      estimated_duration: totalMinutes(draft),
      content_type: STRUCTURE_LABELS[document.structure],
      target_audience: draft.targetAudience,
      learning_objectives: draft.learningObjectives,
    },
  };
}

export async function previewPdf({
  ctx,
  cache,
  reader,
  actor,
  request,
}: PdfContext): Promise<{ preview: PdfPreview }> {
  const upload = await receivePdf(ctx, actor, request);
  parseOrThrow(PdfPreviewFields, upload.fields);
  const document = await readDocument(reader, upload);
  const draft = await draftFor(ctx, cache, actor, upload, document);
  return {
    preview: {
      lessons: draft.lessons.map((lesson, index) => ({
        title: lesson.title,
        content: excerpt(lesson.content, PREVIEW_CONTENT_CHARS),
        order: index + 1,
        estimated_duration: readingMinutes(lesson.content),
        key_concepts: lesson.keyConcepts,
      })),
      assessments: draft.questions.map((question) => ({
        question: question.question,
        type: 'multiple_choice' as const,
        options: question.options,
      })),
      total_assessments: draft.questions.length,
      pdf_summary: {
        total_words: document.totalWords,
        total_pages: document.totalPages,
        total_lessons: draft.lessons.length,
      },
    },
  };
}

/** Only questions that pass the same rules as an instructor's own go into the quiz. */
function validQuestions(draft: CourseDraft) {
  return draft.questions.flatMap((question) => {
    const checked = Question.safeParse({
      question: question.question,
      type: 'multiple_choice',
      options: question.options,
      correct_answer: question.correctAnswer,
    });
    return checked.success ? [checked.data] : [];
  });
}

/**
 * The course, its lessons and one quiz, in one transaction. Always a draft, with the quiz inactive: the
 * instructor reviews what was generated before any student sees it.
 */
export async function createCourseFromPdf({
  ctx,
  cache,
  reader,
  actor,
  request,
}: PdfContext): Promise<PdfCreateResponse> {
  const upload = await receivePdf(ctx, actor, request);
  const fields = parseOrThrow(PdfCreateFields, upload.fields);
  assertPriceAllowed({
    price: fields.price,
    currency: fields.currency,
    pricing: upload.settings.pricing_settings,
  });
  const document = await readDocument(reader, upload);
  const draft = await draftFor(ctx, cache, actor, upload, document);
  const title = fields.title ?? excerpt(draft.title, LIMITS.courseTitle);
  const questions = validQuestions(draft);
  const quiz = questions.length
    ? AssessmentBody.parse({
        title: excerpt(`Quiz: ${title}`, 200),
        description: 'Questions drafted from the uploaded PDF. Check each answer, then set the quiz active.',
        duration_minutes: Math.max(10, questions.length * 2),
        is_active: false,
        questions,
      })
    : undefined;

  const created = await ctx.db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        instructorId: actor.id,
        title,
        description: fields.description ?? excerpt(draft.description, LIMITS.courseDescription),
        language: fields.language ?? document.language,
        price: fields.price,
        currency: fields.currency,
        isPublished: false,
      })
      .returning({ id: courses.id, title: courses.title });
    if (!course) throw new Error('course insert returned nothing');
    await ensureDefaultCategories(tx, course.id);
    await tx.insert(lessons).values(
      draft.lessons.map((lesson, index) => ({
        courseId: course.id,
        title: lesson.title,
        // Text taken from a PDF is plain: written as Markdown that shows it as it is.
        content: plainTextToMarkdown(lesson.content),
        order: index + 1,
      })),
    );
    const [assessment] = quiz
      ? await tx
          .insert(assessments)
          .values({
            courseId: course.id,
            title: quiz.title,
            description: quiz.description,
            durationMinutes: quiz.duration_minutes,
            totalPoints: quiz.total_points,
            passingScore: quiz.passing_score,
            attemptsAllowed: quiz.attempts_allowed,
            isActive: quiz.is_active,
            questions: quiz.questions,
          })
          .returning({ id: assessments.id })
      : [];
    return { course, assessmentId: assessment?.id ?? null };
  });

  return {
    message: 'Course created as a draft. Review the lessons and the quiz, then publish.',
    course: {
      id: created.course.id,
      title: created.course.title,
      is_published: false,
      lessons_created: draft.lessons.length,
      total_questions: questions.length,
      assessment_id: created.assessmentId,
    },
  };
}
