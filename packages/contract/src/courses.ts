import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { IdParam } from './ids';
import { Currency } from './settings';
import { text } from './text';

export { IdParam };

export const COURSE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export const CourseLanguage = z.enum(COURSE_LANGUAGES);

/** A handout of a lesson (lesson-files.ts). */
export const LessonAttachment = z.object({
  id: z.string(),
  name: z.string(),
  /** In bytes. */
  size: z.number().int(),
  content_type: z.string(),
  /** Downloads the file for the viewer it was given to, while they may read the lesson. */
  url: z.string(),
});
export type LessonAttachment = z.infer<typeof LessonAttachment>;

/**
 * Where a lesson's video plays: a YouTube or Vimeo player, the browser's own player for an uploaded file, or
 * 'link' for an older link no player takes (offered as a link).
 */
export const VIDEO_SOURCES = ['youtube', 'vimeo', 'file', 'link'] as const;
export const VideoSource = z.enum(VIDEO_SOURCES);
export type VideoSource = z.infer<typeof VideoSource>;

/** A lesson's video and what comes with it; the file addresses carry the viewer's access (lesson-files.ts). */
export const lessonVideoShape = {
  /** The link, or for an uploaded video its file; null when the viewer may not watch it. */
  video_url: z.string().nullable(),
  video_source: VideoSource.nullable(),
  /** The picture shown before an uploaded video plays. */
  video_poster_url: z.string().nullable(),
  /** WebVTT captions of an uploaded video. */
  video_captions_url: z.string().nullable(),
};

export const LessonView = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown; only the first 100 characters of its plain text for other instructors; null for viewers who may not see lesson content (guests, students not enrolled). */
  content: z.string().nullable(),
  ...lessonVideoShape,
  order: z.number().int(),
  /** The lesson's handouts, for viewers who get its full content only. */
  attachments: z.array(LessonAttachment).optional(),
});
export type LessonView = z.infer<typeof LessonView>;

export const CourseInstructorRef = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
});

export const CourseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  price: z.number(),
  currency: Currency,
  is_published: z.boolean(),
  lesson_count: z.number().int(),
  student_count: z.number().int(),
  enrolled_count: z.number().int(),
  created_at: z.string(),
  thumbnail: z.string().nullable(),
  average_rating: z.number().nullable(),
  total_reviews: z.number().int(),
  author_username: z.string(),
  instructor: CourseInstructorRef,
});
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseDetail = CourseSummary.extend({
  lessons: z.array(LessonView),
  /** Whether completing the course earns a certificate (the instructor's choice; on by default). */
  certificates_enabled: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/** One page of the public catalogue; the total over every page comes in the X-Total-Count header. */
export const CataloguePage = z.array(CourseSummary);
export type CataloguePage = z.infer<typeof CataloguePage>;

export const COURSE_PAGE_MAX = 100;

export const CourseListQuery = z.object({
  search: text().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(COURSE_PAGE_MAX, { error: `limit must be at most ${COURSE_PAGE_MAX}` })
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must be 0 or more' })
    .optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CourseIdParams = z.object({ id: IdParam });
export const CourseIdParamsNamed = z.object({ courseId: IdParam });
export const CourseLessonParams = z.object({ courseId: IdParam, lessonId: IdParam });

export const courseEndpoints = describeEndpoints({
  'GET /courses/': {
    summary:
      'A page of the published courses, newest first, optionally matching a search; the total is in X-Total-Count.',
    tag: 'Courses',
    auth: 'optional',
    query: CourseListQuery,
    response: CataloguePage,
    errors: [],
  },
  'GET /courses/:id/': {
    summary:
      'One course with its lessons; lesson content only for its instructor, admins and its enrolled students.',
    tag: 'Courses',
    auth: 'optional',
    params: CourseIdParams,
    response: CourseDetail,
    errors: ['not_found'],
  },
});
