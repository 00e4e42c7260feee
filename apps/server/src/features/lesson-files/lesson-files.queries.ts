import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, lessonFiles } from '../../db/schema/courses';

export type LessonFileRow = typeof lessonFiles.$inferSelect;

export async function insertLessonFile(
  db: Db,
  values: typeof lessonFiles.$inferInsert,
): Promise<LessonFileRow> {
  const [row] = await db.insert(lessonFiles).values(values).returning();
  if (!row) throw new Error('lesson file insert returned nothing');
  return row;
}

/** The files of these lessons (not the course's images), oldest first. */
export async function listFilesOfLessons(db: Db, lessonIds: number[]): Promise<LessonFileRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(lessonFiles)
    .where(inArray(lessonFiles.lessonId, lessonIds))
    .orderBy(asc(lessonFiles.createdAt), asc(lessonFiles.id));
}

/** The files of a course's lessons, oldest first, in one query. */
export async function listLessonFilesOfCourse(db: Db, courseId: number): Promise<LessonFileRow[]> {
  return db
    .select()
    .from(lessonFiles)
    .where(and(eq(lessonFiles.courseId, courseId), isNotNull(lessonFiles.lessonId)))
    .orderBy(asc(lessonFiles.createdAt), asc(lessonFiles.id));
}

export async function listCourseImages(db: Db, courseId: number): Promise<LessonFileRow[]> {
  return db
    .select()
    .from(lessonFiles)
    .where(and(eq(lessonFiles.courseId, courseId), eq(lessonFiles.kind, 'image')));
}

/** A file with what deciding who may have it needs: its course's instructor and whether it is published. */
export async function findFileWithCourse(db: Db, fileId: string) {
  const [row] = await db
    .select({
      file: lessonFiles,
      course: { id: courses.id, instructorId: courses.instructorId, isPublished: courses.isPublished },
    })
    .from(lessonFiles)
    .innerJoin(courses, eq(courses.id, lessonFiles.courseId))
    .where(eq(lessonFiles.id, fileId));
  return row;
}

export async function deleteLessonFiles(db: Db, fileIds: string[]): Promise<LessonFileRow[]> {
  if (fileIds.length === 0) return [];
  return db.delete(lessonFiles).where(inArray(lessonFiles.id, fileIds)).returning();
}

/** Deletes the lesson's video with its poster and captions (its handouts stay), returning what was removed. */
export async function deleteLessonMedia(db: Db, lessonId: number): Promise<LessonFileRow[]> {
  return db
    .delete(lessonFiles)
    .where(and(eq(lessonFiles.lessonId, lessonId), ne(lessonFiles.kind, 'attachment')))
    .returning();
}

/** The lesson's video, poster or captions, if it has one. */
export async function findLessonMedia(db: Db, lessonId: number, kind: 'video' | 'poster' | 'captions') {
  const [row] = await db
    .select()
    .from(lessonFiles)
    .where(and(eq(lessonFiles.lessonId, lessonId), eq(lessonFiles.kind, kind)));
  return row;
}

export async function countAttachments(db: Db, lessonId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonFiles)
    .where(and(eq(lessonFiles.lessonId, lessonId), eq(lessonFiles.kind, 'attachment')));
  return row?.n ?? 0;
}

/** Bytes in storage for one course's files, or for every course's when no course is named. */
export async function storageBytes(db: Db, courseId?: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${lessonFiles.size}), 0)::text` })
    .from(lessonFiles)
    .where(courseId === undefined ? undefined : eq(lessonFiles.courseId, courseId));
  return Number(row?.bytes ?? 0);
}

/** Every stored file of the courses of an instructor, for removal once the account is gone. */
export async function listFilesOfInstructor(db: Db, instructorId: number) {
  return db
    .select({ storageUrl: lessonFiles.storageUrl, variants: lessonFiles.variants })
    .from(lessonFiles)
    .innerJoin(courses, eq(courses.id, lessonFiles.courseId))
    .where(eq(courses.instructorId, instructorId));
}
