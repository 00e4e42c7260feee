import { z } from 'zod';
import { CourseDetail, CourseLanguage, CourseSummary, LessonAttachment, lessonVideoShape } from './courses';
import { hasImageWithoutAlt } from './markdown';
import { videoLinkKind } from './video-links';
import { idField, MAX_ID } from './ids';
import { LIMITS } from './limits';
import { Currency } from './settings';
import { longText, text } from './text';

const title = (max: number, required: string) =>
  text({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Title must be at most ${max} characters` });

const description = longText({ error: 'Description is required' })
  .trim()
  .min(1, { error: 'Description is required' })
  .max(LIMITS.courseDescription, {
    error: `Description must be at most ${LIMITS.courseDescription} characters`,
  });

export const Price = z.coerce
  .number({ error: 'Price must be a number' })
  .min(0, { error: 'Price must be 0 or more' })
  .max(9_999_999_999, { error: 'Price is too large' })
  .refine((value) => Number.isFinite(value), { error: 'Price must be a number' });

const courseFields = {
  title: title(LIMITS.courseTitle, 'Title is required'),
  description,
  language: CourseLanguage,
  price: Price,
  currency: Currency,
  is_published: z.boolean({ error: 'is_published must be true or false' }),
  certificates_enabled: z.boolean({ error: 'certificates_enabled must be true or false' }),
};

export const CourseCreateBody = z.object({
  ...courseFields,
  language: courseFields.language.default('en'),
  price: courseFields.price.default(0),
  currency: courseFields.currency.default('UGX'),
  is_published: courseFields.is_published.default(false),
  certificates_enabled: courseFields.certificates_enabled.default(true),
});
export type CourseCreateBody = z.input<typeof CourseCreateBody>;

/** A partial update: a field left out keeps its saved value (no defaults here). */
export const CourseSettingsBody = z.object(courseFields).partial();
export type CourseSettingsBody = z.input<typeof CourseSettingsBody>;

export const InstructorCourse = CourseSummary;
export type InstructorCourse = z.infer<typeof InstructorCourse>;

export const InstructorCourseDetail = CourseDetail.extend({
  /** What the course's lesson files (images, handouts, videos) take in storage, in bytes. */
  storage_bytes: z.number().int(),
});
export type InstructorCourseDetail = z.infer<typeof InstructorCourseDetail>;

const videoUrl = z
  .union([z.literal(''), z.null(), text().trim().max(500, { error: 'Video URL is too long' })])
  .transform((value) => value || null)
  .refine((value) => value === null || /^https?:\/\/\S+\.\S+/i.test(value), {
    error: 'Please enter a valid URL',
    abort: true,
  })
  .refine((value) => value === null || videoLinkKind(value) !== null, {
    error: 'Only YouTube and Vimeo links can be played. Upload the video as an MP4 or WebM file instead.',
  });

/** Markdown; every image needs its description (alt text), for those who cannot see it. */
const lessonContent = longText({ error: 'Content must be text' })
  .max(LIMITS.lessonContent, {
    error: `Content must be at most ${LIMITS.lessonContent} characters`,
    abort: true,
  })
  .refine((value) => !hasImageWithoutAlt(value), {
    error:
      'Every image needs a description (alt text): write it between the brackets of ![description](address).',
  });

/** For an update: content, video and order left out keep their saved values. */
export const LessonUpdateBody = z.object({
  title: title(LIMITS.lessonTitle, 'Please enter a lesson title'),
  content: lessonContent.optional(),
  video_url: videoUrl.optional(),
  order: z.coerce
    .number({ error: 'Order must be a number' })
    .int({ error: 'Order must be a whole number' })
    .min(1, { error: 'Order must be at least 1' })
    .max(100_000, { error: 'Order is too large' })
    .optional(),
});
export type LessonUpdateBody = z.input<typeof LessonUpdateBody>;

export const LessonBody = LessonUpdateBody.extend({ content: lessonContent.default('') });
export type LessonBody = z.input<typeof LessonBody>;

export const InstructorLesson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  ...lessonVideoShape,
  /** The uploaded video's name and size in bytes, when the lesson has one. */
  video_file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  order: z.number().int(),
  created_at: z.string(),
  attachments: z.array(LessonAttachment),
});
export type InstructorLesson = z.infer<typeof InstructorLesson>;

export const LessonResponse = z.object({ message: z.string(), lesson: InstructorLesson });

export const LessonReorderBody = z.object({
  lesson_ids: z
    .array(z.number().int().positive().max(MAX_ID), { error: 'lesson_ids must be a list of lesson ids' })
    .min(1, { error: 'lesson_ids must not be empty' })
    .max(10_000, { error: 'Too many lessons' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'lesson_ids must not repeat' }),
});
export type LessonReorderBody = z.infer<typeof LessonReorderBody>;

export const TogglePublicationResponse = z.object({ is_published: z.boolean(), message: z.string() });
export type TogglePublicationResponse = z.infer<typeof TogglePublicationResponse>;

export const EnrolledStudent = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  enrolled_at: z.string(),
  is_active: z.boolean(),
  progress_percentage: z.number(),
  /** The student's valid certificate for the course, once earned. */
  certificate: z.object({ id: z.string(), issued_at: z.string() }).nullable(),
});
export type EnrolledStudent = z.infer<typeof EnrolledStudent>;

export const CourseStudents = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  students: z.array(EnrolledStudent),
});
export type CourseStudents = z.infer<typeof CourseStudents>;

export const AnnouncementBody = z.object({
  course_id: idField('course_id must be a course id'),
  title: title(LIMITS.announcementTitle, 'Title is required'),
  content: longText({ error: 'Content is required' })
    .trim()
    .min(1, { error: 'Content is required' })
    .max(LIMITS.announcementContent, {
      error: `Content must be at most ${LIMITS.announcementContent} characters`,
    }),
  is_urgent: z.boolean({ error: 'is_urgent must be true or false' }).default(false),
});
export type AnnouncementBody = z.input<typeof AnnouncementBody>;

export const AnnouncementResponse = z.object({
  message: z.string(),
  id: z.number().int(),
  recipients: z.number().int(),
});
export type AnnouncementResponse = z.infer<typeof AnnouncementResponse>;
