import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseProgress, CourseRoster } from '@somo/contract/enrollments';
import type {
  CourseCreateBody,
  CourseSettingsBody,
  InstructorCourse,
  InstructorCourseDetail,
  InstructorLesson,
  LessonBody,
  LessonUpdateBody,
  TogglePublicationResponse,
} from '@somo/contract/instructor';
import type { Db } from '../../db/client';
import { courses, lessons } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import type { CatalogueCache } from '../courses/catalogue-cache';
import { AppError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { fullName, toCourseSummary, toLessonView } from '../courses/courses.presenter';
import { findCourseSummary, listCourseLessons, type CourseSummaryRow } from '../courses/courses.queries';
import { computeProgress, toCourseProgress } from '../enrollments/enrollments.service';
import { countPassedAssessments, enrolmentProgress } from '../enrollments/progress';
import { ensureDefaultCategories } from '../forums/forums.queries';
import { notifyEnrolledStudents } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import { getSettings } from '../settings/settings.service';
import { groupByLesson, NO_MEDIA } from '../lesson-files/lesson-files.presenter';
import {
  deleteLessonFiles,
  deleteLessonMedia,
  listCourseImages,
  listFilesOfLessons,
  listLessonFilesOfCourse,
  storageBytes,
} from '../lesson-files/lesson-files.queries';
import { instructorLessonView } from '../lesson-files/lesson-files.service';
import { mentionsImage, removeStoredFiles } from '../lesson-files/stored-files';
import { assertPriceAllowed } from './course-pricing';
import { toInstructorLesson } from './instructor.presenter';
import { removeThumbnail, storeThumbnail } from './course-thumbnail';
import { assertInstructor, findOwnedCourse, findReadableCourse } from './instructor.policy';
import {
  countLessons,
  findLesson,
  isStudentOfCourse,
  listCoursesOf,
  listEnrolledStudents,
  renumberLessons,
} from './instructor.queries';

type CreateInput = z.output<typeof CourseCreateBody>;
type SettingsInput = z.output<typeof CourseSettingsBody>;
type LessonInput = z.output<typeof LessonBody>;
type LessonUpdateInput = z.output<typeof LessonUpdateBody>;

/** The course's lessons in order, each with its files, as its instructor manages them. */
async function lessonsWithMedia(db: Db, courseId: number, viewerAccess: string): Promise<InstructorLesson[]> {
  const [lessonRows, fileRows] = await Promise.all([
    listCourseLessons(db, courseId),
    listLessonFilesOfCourse(db, courseId),
  ]);
  const media = groupByLesson(fileRows);
  return lessonRows.map((lesson) =>
    toInstructorLesson({ lesson, media: media.get(lesson.id) ?? NO_MEDIA, viewerAccess }),
  );
}

async function courseDetail(
  db: Db,
  course: CourseSummaryRow,
  viewerAccess: string,
): Promise<InstructorCourseDetail> {
  const [lessonRows, fileRows, bytes] = await Promise.all([
    listCourseLessons(db, course.id),
    listLessonFilesOfCourse(db, course.id),
    storageBytes(db, course.id),
  ]);
  const media = groupByLesson(fileRows);
  return {
    ...toCourseSummary(course),
    lessons: lessonRows.map((lesson) =>
      toLessonView({ lesson, access: 'full', media: media.get(lesson.id) ?? NO_MEDIA, viewerAccess }),
    ),
    certificates_enabled: course.certificatesEnabled,
    storage_bytes: bytes,
  };
}

async function reloadCourse(db: Db, courseId: number): Promise<CourseSummaryRow> {
  return (await findCourseSummary(db, courseId)) ?? notFound('Course not found.');
}

function announcePublication(db: Db, course: { id: number; title: string }) {
  return notifyEnrolledStudents({
    db,
    courseId: course.id,
    notification: {
      type: 'course_update',
      ...worded('course_published', { course: course.title }),
      data: { course_id: course.id, url: `/courses/${course.id}` },
      relatedCourseId: course.id,
    },
  });
}

type ActorInput = { db: Db; actor: Actor };
/** `viewerAccess`: the actor's access for lesson file URLs (lesson-files/file-access.ts). */
type ViewerInput = ActorInput & { viewerAccess: string };
type CourseInput = ActorInput & { courseId: number };
type CourseView = ViewerInput & { courseId: number };
type LessonTarget = CourseInput & { lessonId: number };

/**
 * The instructor's own courses, drafts included, newest first. Kept with the catalogue: everything in it (the
 * courses, their lessons and enrolments, the instructor's name) signals the catalogue when it changes
 * (decision 0006), so a kept list never outlives a change.
 */
export async function listInstructorCourses({
  db,
  catalogue,
  actor,
}: ActorInput & { catalogue: CatalogueCache }): Promise<InstructorCourse[]> {
  assertInstructor(actor);
  return catalogue.get(`instructor-courses:${actor.id}`, async () =>
    (await listCoursesOf(db, actor.id)).map(toCourseSummary),
  );
}

export async function createCourse({
  db,
  actor,
  viewerAccess,
  input,
}: ViewerInput & { input: CreateInput }): Promise<InstructorCourseDetail> {
  assertInstructor(actor);
  const { pricing_settings: pricing } = await getSettings({ db });
  assertPriceAllowed({ price: input.price, currency: input.currency, pricing });
  const courseId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({
        instructorId: actor.id,
        title: input.title,
        description: input.description,
        language: input.language,
        price: input.price,
        currency: input.currency,
        isPublished: input.is_published,
        certificatesEnabled: input.certificates_enabled,
      })
      .returning({ id: courses.id });
    if (!created) throw new Error('course insert returned nothing');
    await ensureDefaultCategories(tx, created.id);
    return created.id;
  });
  return courseDetail(db, await reloadCourse(db, courseId), viewerAccess);
}

export async function getInstructorCourse({ db, actor, viewerAccess, courseId }: CourseView) {
  return courseDetail(db, await findReadableCourse({ db, actor, courseId }), viewerAccess);
}

export async function listLessons({
  db,
  actor,
  viewerAccess,
  courseId,
}: CourseView): Promise<InstructorLesson[]> {
  await findReadableCourse({ db, actor, courseId });
  return lessonsWithMedia(db, courseId, viewerAccess);
}

export async function createLesson({
  db,
  actor,
  viewerAccess,
  courseId,
  input,
}: CourseView & { input: LessonInput }) {
  const course = await findOwnedCourse({ db, actor, courseId });
  const lesson = await db.transaction(async (tx) => {
    const order = input.order ?? (await countLessons(tx, courseId)) + 1;
    const [row] = await tx
      .insert(lessons)
      .values({
        courseId,
        title: input.title,
        content: input.content,
        videoUrl: input.video_url ?? null,
        order,
      })
      .returning();
    if (!row) throw new Error('lesson insert returned nothing');
    if (course.isPublished) {
      await notifyEnrolledStudents({
        db: tx,
        courseId,
        notification: {
          type: 'course_update',
          ...worded('lesson_added', { course: course.title, lesson: row.title }),
          data: { course_id: courseId, url: `/courses/${courseId}` },
          relatedCourseId: courseId,
        },
      });
    }
    return row;
  });
  return {
    message: 'Lesson created successfully!',
    lesson: toInstructorLesson({ lesson, media: NO_MEDIA, viewerAccess }),
  };
}

/** A video link replaces an uploaded video, with its poster and captions; leaving the link empty keeps it. */
export async function updateLesson({
  db,
  storage,
  actor,
  viewerAccess,
  courseId,
  lessonId,
  input,
}: CourseView & { storage: Storage; lessonId: number; input: LessonUpdateInput }) {
  await findOwnedCourse({ db, actor, courseId });
  if (!(await findLesson(db, courseId, lessonId))) notFound('Lesson not found.');
  const replacedMedia = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(lessons)
      .set({
        title: input.title,
        content: input.content,
        videoUrl: input.video_url,
        order: input.order,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lessonId))
      .returning();
    if (!row) notFound('Lesson not found.');
    // A video link replaces an uploaded video, with its poster and captions.
    return input.video_url ? deleteLessonMedia(tx, lessonId) : [];
  });
  await removeStoredFiles(storage, replacedMedia);
  return {
    message: 'Lesson updated successfully!',
    lesson: await instructorLessonView({ db, lessonId, viewerAccess }),
  };
}

/**
 * Deletes the lesson with its files, and the course images only its text showed; they leave storage once the
 * deletion has committed.
 */
export async function deleteLesson({
  db,
  storage,
  actor,
  courseId,
  lessonId,
}: LessonTarget & { storage: Storage }) {
  await findOwnedCourse({ db, actor, courseId });
  const lesson = (await findLesson(db, courseId, lessonId)) ?? notFound('Lesson not found.');
  const removed = await db.transaction(async (tx) => {
    const [files, images, others] = await Promise.all([
      listFilesOfLessons(tx, [lessonId]),
      listCourseImages(tx, courseId),
      listCourseLessons(tx, courseId),
    ]);
    const otherTexts = others.filter((other) => other.id !== lessonId).map((other) => other.content);
    const onlyHere = images.filter(
      (image) =>
        mentionsImage(lesson.content, image) && !otherTexts.some((text) => mentionsImage(text, image)),
    );
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await renumberLessons(tx, courseId);
    return [
      ...files,
      ...(await deleteLessonFiles(
        tx,
        onlyHere.map((image) => image.id),
      )),
    ];
  });
  await removeStoredFiles(storage, removed);
  return { message: 'Lesson deleted successfully!' };
}

export async function reorderLessons({
  db,
  actor,
  viewerAccess,
  courseId,
  lessonIds,
}: CourseView & { lessonIds: number[] }) {
  await findOwnedCourse({ db, actor, courseId });
  const existing = (await listCourseLessons(db, courseId)).map((lesson) => lesson.id);
  const sameSet = existing.length === lessonIds.length && lessonIds.every((id) => existing.includes(id));
  if (!sameSet) {
    throw new AppError('validation_error', 'lesson_ids must list every lesson of the course exactly once.', {
      lesson_ids: 'lesson_ids must list every lesson of the course exactly once.',
    });
  }
  await renumberLessons(db, courseId, lessonIds);
  return lessonsWithMedia(db, courseId, viewerAccess);
}

export async function updateCourseSettings({
  db,
  storage,
  actor,
  viewerAccess,
  courseId,
  input,
  thumbnailBytes,
}: CourseView & {
  storage: Storage;
  input: SettingsInput;
  thumbnailBytes?: Buffer;
}): Promise<InstructorCourseDetail> {
  const course = await findOwnedCourse({ db, actor, courseId });
  if (input.price !== undefined || input.currency !== undefined) {
    const { pricing_settings: pricing } = await getSettings({ db });
    assertPriceAllowed({
      price: input.price ?? course.price,
      currency: input.currency ?? course.currency,
      pricing,
    });
  }
  const thumbnail = thumbnailBytes ? await storeThumbnail(storage, thumbnailBytes) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({
        title: input.title,
        description: input.description,
        language: input.language,
        price: input.price,
        currency: input.currency,
        isPublished: input.is_published,
        certificatesEnabled: input.certificates_enabled,
        thumbnail,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, courseId));
    if (input.is_published && !course.isPublished) {
      await announcePublication(tx, { id: courseId, title: input.title ?? course.title });
    }
  });
  if (thumbnail && course.thumbnail) await removeThumbnail(storage, course.thumbnail);
  return courseDetail(db, await reloadCourse(db, courseId), viewerAccess);
}

export async function togglePublication({
  db,
  actor,
  courseId,
}: CourseInput): Promise<TogglePublicationResponse> {
  const course = await findOwnedCourse({ db, actor, courseId });
  const isPublished = !course.isPublished;
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ isPublished, updatedAt: new Date() }).where(eq(courses.id, courseId));
    if (isPublished) await announcePublication(tx, course);
  });
  return {
    is_published: isPublished,
    message: isPublished ? 'Course published successfully.' : 'Course unpublished successfully.',
  };
}

/** Each student's progress is the one the student sees on their own pages (enrollments/progress.ts). */
export async function listCourseStudents({ db, actor, courseId }: CourseInput): Promise<CourseRoster> {
  const course = await findReadableCourse({ db, actor, courseId });
  const [rows, passed] = await Promise.all([
    listEnrolledStudents(db, courseId),
    countPassedAssessments({ db, scope: { courseId } }),
  ]);
  return {
    course: { id: course.id, title: course.title },
    students: rows.map((row) => {
      const progress = enrolmentProgress(row, passed);
      return {
        id: row.id,
        full_name: fullName(row.firstName, row.lastName, row.username),
        username: row.username,
        email: row.email,
        enrolled_at: row.enrolledAt.toISOString(),
        is_active: row.isActive,
        progress_percentage: progress.percentage,
        progress,
        certificate:
          row.certificateId && row.certificateIssuedAt
            ? { id: row.certificateId, issued_at: row.certificateIssuedAt.toISOString() }
            : null,
      };
    }),
  };
}

export async function getStudentProgress({
  db,
  actor,
  courseId,
  studentId,
}: CourseInput & { studentId: number }): Promise<CourseProgress> {
  const course = await findReadableCourse({ db, actor, courseId });
  if (!(await isStudentOfCourse(db, studentId, courseId))) notFound('Student not found in this course.');
  return toCourseProgress({ course, progress: await computeProgress({ db, studentId, courseId }) });
}
