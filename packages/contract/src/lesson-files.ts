import { z } from 'zod';
import { CourseIdParamsNamed, CourseLessonParams, LessonAttachment } from './courses';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { InstructorLesson } from './instructor';

/**
 * The files a lesson carries besides its text: images in its Markdown, handouts to download, an uploaded video
 * with its poster and captions. Images are public under /media/ (their names cannot be guessed); every other file
 * is served by GET /files/{id}/ to those who may read the lesson's full content only.
 */

/** Handouts a lesson may offer, told apart by their content, never by their name. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_TYPES;

/** The kind of handout a content type names (for its label and icon), or null for one no lesson offers. */
export function attachmentKind(contentType: string): AttachmentKind | null {
  const found = Object.entries(ATTACHMENT_TYPES).find(([, type]) => contentType.split(';')[0] === type);
  return found ? (found[0] as AttachmentKind) : null;
}

/** What a stored lesson file is for. */
export const LESSON_FILE_KINDS = ['image', 'attachment', 'video', 'poster', 'captions'] as const;
export type LessonFileKind = (typeof LESSON_FILE_KINDS)[number];

export const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

/** At most this many handouts per lesson. */
export const MAX_ATTACHMENTS_PER_LESSON = 20;

/** Widths an uploaded lesson image is stored in; the Markdown names the largest, the page picks by screen. */
export const LESSON_IMAGE_WIDTHS = [480, 960, 1600] as const;

const LESSON_IMAGE = /^\/media\/lesson-images\/([0-9a-f-]{36})-(\d+)\.webp$/;

/** The sizes of an uploaded lesson image for `srcset`, or null for any other image address. */
export function lessonImageSources(url: string): { url: string; width: number }[] | null {
  const match = LESSON_IMAGE.exec(url);
  if (!match) return null;
  return LESSON_IMAGE_WIDTHS.map((width) => ({
    url: `/media/lesson-images/${match[1]}-${width}.webp`,
    width,
  }));
}

export const LessonImage = z.object({
  /** The largest stored size; write it in the Markdown as `![description](url)`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type LessonImage = z.infer<typeof LessonImage>;

export const FileParams = z.object({ fileId: z.uuid({ error: 'Invalid file id.' }) });

/** The name of the query parameter that carries a viewer's file access in the URLs the API gives them. */
export const FILE_ACCESS_PARAM = 'access';

export const FileQuery = z.object({
  [FILE_ACCESS_PARAM]: z.string().max(300, { error: 'Invalid access.' }).optional(),
});

const AttachmentParams = CourseLessonParams.extend({ attachmentId: z.uuid({ error: 'Invalid file id.' }) });

const uploadErrors = [
  'bad_request',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
] as const;

export const lessonFileEndpoints = describeEndpoints({
  'POST /instructor/courses/:courseId/images/': {
    summary:
      'Stores an image for a lesson of the course (JPEG, PNG or WebP, checked by content), re-encoded as WebP in ' +
      'three widths; write the answered URL in the lesson as ![description](url).',
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseIdParamsNamed,
    form: { file: 'file' },
    status: 201,
    response: LessonImage,
    errors: uploadErrors,
  },
  'POST /instructor/courses/:courseId/lessons/:lessonId/attachments/': {
    summary:
      'Adds a handout to the lesson: PDF, DOCX, XLSX, PPTX, ODT or plain text, checked by content, up to the ' +
      "platform's upload limit.",
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    form: { file: 'file' },
    status: 201,
    response: LessonAttachment,
    errors: uploadErrors,
  },
  'DELETE /instructor/courses/:courseId/lessons/:lessonId/attachments/:attachmentId/': {
    summary: 'Removes a handout from the lesson and from storage.',
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: AttachmentParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/lessons/:lessonId/video/': {
    summary:
      "Uploads the lesson's video (MP4 or WebM, checked by content); it replaces any video link or earlier upload.",
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    form: { file: 'file' },
    response: InstructorLesson,
    errors: uploadErrors,
  },
  'DELETE /instructor/courses/:courseId/lessons/:lessonId/video/': {
    summary: "Removes the lesson's uploaded video with its poster and captions.",
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    response: InstructorLesson,
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:courseId/lessons/:lessonId/video/poster/': {
    summary: 'Sets the picture shown before the uploaded video plays (JPEG, PNG or WebP).',
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    form: { file: 'file' },
    response: InstructorLesson,
    errors: uploadErrors,
  },
  'POST /instructor/courses/:courseId/lessons/:lessonId/video/captions/': {
    summary: 'Sets the captions of the uploaded video, as a WebVTT file.',
    tag: 'Lesson files',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    form: { file: 'file' },
    response: InstructorLesson,
    errors: uploadErrors,
  },
  'GET /files/:fileId/': {
    summary:
      'A lesson file: a handout (as a download, with its name), an uploaded video (answering range requests with ' +
      "206), its poster or captions. Only for those who may read the lesson's full content: the URLs in lesson " +
      "answers carry the viewer's access; a signed-in API client may send its token instead. Anyone else gets 404.",
    tag: 'Lesson files',
    auth: 'optional',
    params: FileParams,
    query: FileQuery,
    produces: 'application/octet-stream',
    errors: ['not_found', 'range_not_satisfiable'],
  },
});
