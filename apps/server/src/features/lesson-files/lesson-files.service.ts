import { and, eq } from 'drizzle-orm';
import {
  ATTACHMENT_TYPES,
  LESSON_IMAGE_WIDTHS,
  MAX_ATTACHMENTS_PER_LESSON,
  VIDEO_TYPES,
} from '@somo/contract/lesson-files';
import type { InstructorLesson } from '@somo/contract/instructor';
import type { LessonAttachment } from '@somo/contract/courses';
import type { LessonImage } from '@somo/contract/lesson-files';
import type { Db } from '../../db/client';
import { lessons } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { detectDocumentKind, detectVideoKind, isWebVtt } from '../../lib/file-type';
import { renderWebp } from '../../lib/images';
import { PRIVATE_FOLDER, type FileVariant } from '../../lib/storage';
import { canViewCourse, lessonContentAccess } from '../courses/courses.policy';
import { isEnrolled } from '../courses/courses.queries';
import { findOwnedCourse } from '../instructor/instructor.policy';
import { findLesson } from '../instructor/instructor.queries';
import { toInstructorLesson } from '../instructor/instructor.presenter';
import { groupByLesson, NO_MEDIA, toAttachment } from './lesson-files.presenter';
import {
  countAttachments,
  deleteLessonFiles,
  deleteLessonMedia,
  findFileWithCourse,
  findLessonMedia,
  insertLessonFile,
  listFilesOfLessons,
  type LessonFileRow,
} from './lesson-files.queries';
import { removeStoredFiles } from './stored-files';

/** A file as it arrived in the form. */
export type Upload = { bytes: Buffer; fileName?: string };

type CourseTarget = { ctx: AppContext; actor: Actor; courseId: number };
export type LessonTarget = CourseTarget & { lessonId: number };

/** Posters are shown at most as wide as the lesson column on a large screen. */
const POSTER_WIDTH = 1280;

const WRONG_DOCUMENT =
  'Handouts must be PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), OpenDocument text (ODT) or plain text files.';
const WRONG_VIDEO = 'The video must be an MP4 or WebM file.';
const WRONG_CAPTIONS = 'Captions must be a WebVTT (.vtt) file.';
const FILE_NOT_FOUND = 'File not found.';
const NO_VIDEO = 'Upload the video first: a poster and captions belong to an uploaded video.';

/**
 * The name a file is offered under again: the last part of what the browser sent, without control characters or
 * characters file systems refuse, ending in the extension of what the file really is.
 */
export function cleanFileName(given: string | undefined, extension: string): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150)
    .trim();
  const stem = cleaned.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}

async function findOwnedLesson({ ctx, actor, courseId, lessonId }: LessonTarget) {
  await findOwnedCourse({ db: ctx.db, actor, courseId });
  return (await findLesson(ctx.db, courseId, lessonId)) ?? notFound('Lesson not found.');
}

/** The lesson as its instructor's pages show it, with every file. */
export async function instructorLessonView({
  db,
  lessonId,
  viewerAccess,
}: {
  db: Db;
  lessonId: number;
  viewerAccess: string;
}): Promise<InstructorLesson> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) notFound('Lesson not found.');
  const media = groupByLesson(await listFilesOfLessons(db, [lessonId])).get(lessonId) ?? NO_MEDIA;
  return toInstructorLesson({ lesson, media, viewerAccess });
}

/** Stores the bytes, then records them; a failed record leaves nothing behind in storage. */
async function storeAndRecord({
  ctx,
  folder,
  variants,
  record,
}: {
  ctx: AppContext;
  folder: string;
  variants: FileVariant[];
  /** Records the first variant's URL (`storageUrl`) and the others' (`variants`). */
  record: (stored: { storageUrl: string; variants: string[] }) => Promise<LessonFileRow>;
}): Promise<LessonFileRow> {
  const [storageUrl, ...others] = await ctx.storage.save(folder, variants);
  if (!storageUrl) throw new Error('storage saved no file');
  const stored = { storageUrl, variants: others };
  try {
    return await record(stored);
  } catch (error) {
    await removeStoredFiles(ctx.storage, [stored]);
    throw error;
  }
}

export async function uploadLessonImage({
  ctx,
  actor,
  courseId,
  upload,
}: CourseTarget & { upload: Upload }): Promise<LessonImage> {
  await findOwnedCourse({ db: ctx.db, actor, courseId });
  // Largest first: it is the one the Markdown names.
  const sizes = [...LESSON_IMAGE_WIDTHS].reverse().map((width) => ({ width, suffix: `-${width}.webp` }));
  const encoded = await renderWebp({ bytes: upload.bytes, sizes, label: 'image' });
  const row = await storeAndRecord({
    ctx,
    folder: 'lesson-images',
    variants: encoded,
    record: (stored) =>
      insertLessonFile(ctx.db, {
        courseId,
        kind: 'image',
        name: cleanFileName(upload.fileName, 'webp'),
        contentType: 'image/webp',
        size: encoded.reduce((sum, image) => sum + image.bytes.length, 0),
        ...stored,
      }),
  });
  const [largest] = encoded;
  return { url: row.storageUrl, width: largest?.width ?? 0, height: largest?.height ?? 0 };
}

/** Locks the lesson row, so uploads to one lesson are counted and replaced one after the other. */
async function lockLesson(db: Db, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .for('update');
  if (!row) notFound('Lesson not found.');
}

export async function addAttachment({
  ctx,
  actor,
  courseId,
  lessonId,
  upload,
  viewerAccess,
}: LessonTarget & { upload: Upload; viewerAccess: string }): Promise<LessonAttachment> {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  const kind = detectDocumentKind(upload.bytes);
  if (!kind) throw new AppError('unsupported_media_type', WRONG_DOCUMENT);
  const row = await storeAndRecord({
    ctx,
    folder: `${PRIVATE_FOLDER}/attachments`,
    variants: [{ suffix: `.${kind}`, bytes: upload.bytes }],
    record: (stored) =>
      ctx.db.transaction(async (tx) => {
        await lockLesson(tx, lessonId);
        if ((await countAttachments(tx, lessonId)) >= MAX_ATTACHMENTS_PER_LESSON) {
          throw new AppError(
            'bad_request',
            `A lesson can have at most ${MAX_ATTACHMENTS_PER_LESSON} handouts.`,
          );
        }
        return insertLessonFile(tx, {
          courseId,
          lessonId,
          kind: 'attachment',
          name: cleanFileName(upload.fileName, kind),
          contentType: ATTACHMENT_TYPES[kind],
          size: upload.bytes.length,
          ...stored,
        });
      }),
  });
  return toAttachment(row, viewerAccess);
}

export async function deleteAttachment({
  ctx,
  actor,
  courseId,
  lessonId,
  attachmentId,
}: LessonTarget & { attachmentId: string }) {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  const found = await findFileWithCourse(ctx.db, attachmentId);
  if (!found || found.file.lessonId !== lessonId || found.file.kind !== 'attachment') {
    notFound('Handout not found.');
  }
  await removeStoredFiles(ctx.storage, await deleteLessonFiles(ctx.db, [attachmentId]));
  return { message: 'Handout removed.' };
}

/**
 * Records a new video, poster or captions for the lesson in place of the one it had. A new video also replaces
 * the lesson's video link, and drops the old video's poster and captions, which were made for that video.
 */
async function replaceLessonMedia({
  ctx,
  lessonId,
  courseId,
  kind,
  upload,
}: {
  ctx: AppContext;
  lessonId: number;
  courseId: number;
  kind: 'video' | 'poster' | 'captions';
  upload: { folder: string; extension: string; contentType: string; bytes: Buffer; fileName?: string };
}) {
  const replaced: LessonFileRow[] = [];
  await storeAndRecord({
    ctx,
    folder: upload.folder,
    variants: [{ suffix: `.${upload.extension}`, bytes: upload.bytes }],
    record: (stored) =>
      ctx.db.transaction(async (tx) => {
        await lockLesson(tx, lessonId);
        const kinds = kind === 'video' ? (['video', 'poster', 'captions'] as const) : [kind];
        if (kind !== 'video' && !(await findLessonMedia(tx, lessonId, 'video'))) {
          throw new AppError('bad_request', NO_VIDEO);
        }
        for (const old of kinds) {
          const row = await findLessonMedia(tx, lessonId, old);
          if (row) replaced.push(...(await deleteLessonFiles(tx, [row.id])));
        }
        if (kind === 'video') {
          await tx
            .update(lessons)
            .set({ videoUrl: null, updatedAt: new Date() })
            .where(eq(lessons.id, lessonId));
        }
        return insertLessonFile(tx, {
          courseId,
          lessonId,
          kind,
          name: cleanFileName(upload.fileName, upload.extension),
          contentType: upload.contentType,
          size: upload.bytes.length,
          ...stored,
        });
      }),
  });
  await removeStoredFiles(ctx.storage, replaced);
}

type MediaUpload = LessonTarget & { upload: Upload; viewerAccess: string };

export async function uploadVideo({ ctx, actor, courseId, lessonId, upload, viewerAccess }: MediaUpload) {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  const kind = detectVideoKind(upload.bytes);
  if (!kind) throw new AppError('unsupported_media_type', WRONG_VIDEO);
  await replaceLessonMedia({
    ctx,
    lessonId,
    courseId,
    kind: 'video',
    upload: {
      ...upload,
      folder: `${PRIVATE_FOLDER}/videos`,
      extension: kind,
      contentType: VIDEO_TYPES[kind],
    },
  });
  return instructorLessonView({ db: ctx.db, lessonId, viewerAccess });
}

export async function uploadPoster({ ctx, actor, courseId, lessonId, upload, viewerAccess }: MediaUpload) {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  // Checked again under the lesson's lock when the poster is recorded; this first check spares encoding an image
  // for a lesson that has no video.
  if (!(await findLessonMedia(ctx.db, lessonId, 'video'))) throw new AppError('bad_request', NO_VIDEO);
  const [poster] = await renderWebp({
    bytes: upload.bytes,
    sizes: [{ width: POSTER_WIDTH, suffix: '.webp' }],
    label: 'poster',
  });
  if (!poster) throw new Error('the poster was not encoded');
  await replaceLessonMedia({
    ctx,
    lessonId,
    courseId,
    kind: 'poster',
    upload: {
      bytes: poster.bytes,
      fileName: upload.fileName,
      folder: `${PRIVATE_FOLDER}/posters`,
      extension: 'webp',
      contentType: 'image/webp',
    },
  });
  return instructorLessonView({ db: ctx.db, lessonId, viewerAccess });
}

export async function uploadCaptions({ ctx, actor, courseId, lessonId, upload, viewerAccess }: MediaUpload) {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  if (!isWebVtt(upload.bytes)) throw new AppError('unsupported_media_type', WRONG_CAPTIONS);
  await replaceLessonMedia({
    ctx,
    lessonId,
    courseId,
    kind: 'captions',
    upload: {
      ...upload,
      folder: `${PRIVATE_FOLDER}/captions`,
      extension: 'vtt',
      contentType: 'text/vtt; charset=utf-8',
    },
  });
  return instructorLessonView({ db: ctx.db, lessonId, viewerAccess });
}

export async function removeVideo({
  ctx,
  actor,
  courseId,
  lessonId,
  viewerAccess,
}: LessonTarget & { viewerAccess: string }) {
  await findOwnedLesson({ ctx, actor, courseId, lessonId });
  await removeStoredFiles(ctx.storage, await deleteLessonMedia(ctx.db, lessonId));
  return instructorLessonView({ db: ctx.db, lessonId, viewerAccess });
}

/** The signed-in user an access string was granted to, as long as the account is active. */
async function viewerOf(db: Db, userId: number): Promise<Actor | null> {
  const [user] = await db
    .select({ id: users.id, role: users.role, username: users.username, isSuperuser: users.isSuperuser })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return user ?? null;
}

/**
 * The file, for a viewer who may read its lesson's full content: its course's instructor, an admin, or a student
 * enrolled in it while it is published. Anyone else, and any file that is not a lesson's, gets 404: whether it
 * exists is not told.
 */
export async function fileForViewer({
  ctx,
  fileId,
  actor,
  access,
}: {
  ctx: AppContext;
  fileId: string;
  actor: Actor | null;
  access: string | undefined;
}): Promise<LessonFileRow> {
  const userId = actor?.id ?? (access ? ctx.fileAccess.verify(access) : undefined);
  if (userId === undefined) return notFound(FILE_NOT_FOUND);
  const [found, viewer] = await Promise.all([
    findFileWithCourse(ctx.db, fileId),
    actor ? Promise.resolve(actor) : viewerOf(ctx.db, userId),
  ]);
  if (!found || found.file.lessonId === null || !viewer) return notFound(FILE_NOT_FOUND);
  const course = found.course;
  if (!canViewCourse({ actor: viewer, course })) return notFound(FILE_NOT_FOUND);
  const enrolled = viewer.role === 'student' && (await isEnrolled(ctx.db, viewer.id, course.id));
  if (lessonContentAccess({ actor: viewer, course, enrolled }) !== 'full') return notFound(FILE_NOT_FOUND);
  return found.file;
}
