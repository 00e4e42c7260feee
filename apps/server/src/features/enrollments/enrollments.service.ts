import type {
  CourseInstructor,
  CourseProgress,
  EnrolledCourse,
  Enrollment,
  EnrollmentStatus,
  EnrollResponse,
  LessonCompletionResponse,
} from '@somo/contract/enrollments';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { fullName, toCourseSummary } from '../courses/courses.presenter';
import { isEnrolled } from '../courses/courses.queries';
import { getVisibleCourse } from '../courses/courses.service';
import { notifyUsers } from '../notifications/notifications.service';
import { assertCanEnroll, assertEnrolled, assertStudent } from './enrollments.policy';
import {
  findLessonInCourse,
  insertEnrollment,
  listAssessmentsWithResult,
  listLessonsWithCompletion,
  listStudentEnrollments,
  markLessonComplete,
  unmarkLessonComplete,
} from './enrollments.queries';
import { progressFigures, progressPercentage } from './progress';

export async function getEnrollmentStatus(db: Db, actor: Actor, courseId: number): Promise<EnrollmentStatus> {
  await getVisibleCourse(db, actor, courseId);
  return { enrolled: actor.role === 'student' && (await isEnrolled(db, actor.id, courseId)) };
}

export async function enrollInCourse(db: Db, actor: Actor, courseId: number): Promise<EnrollResponse> {
  assertCanEnroll(actor);
  const course = await getVisibleCourse(db, actor, courseId);
  if (course.price > 0) throw new AppError('payment_required', 'Payment required');
  const enrollmentId = await db.transaction(async (tx) => {
    const row = await insertEnrollment(tx, actor.id, courseId);
    if (!row) return undefined;
    const link = { course_id: courseId, url: `/courses/${courseId}` };
    await notifyUsers(tx, [actor.id], {
      type: 'enrollment',
      title: 'Enrollment confirmed',
      message: `You are now enrolled in "${course.title}".`,
      data: link,
      relatedCourseId: courseId,
    });
    await notifyUsers(tx, [course.instructorId], {
      type: 'enrollment',
      title: 'New student enrolled',
      message: `${actor.username} enrolled in "${course.title}".`,
      data: link,
      relatedCourseId: courseId,
    });
    return row.id;
  });
  if (!enrollmentId) throw new AppError('conflict', 'You are already enrolled in this course.');
  return { message: 'Successfully enrolled in the course!', enrollment_id: enrollmentId };
}

export async function listEnrolledCourses(db: Db, actor: Actor): Promise<EnrolledCourse[]> {
  assertStudent(actor);
  const rows = await listStudentEnrollments(db, actor.id);
  return rows.map((row) => ({
    ...toCourseSummary(row),
    enrollment_id: row.enrollmentId,
    enrolled_at: row.enrolledAt.toISOString(),
    completed_lessons: row.completedLessons,
    progress_percentage: progressPercentage(row),
  }));
}

export async function listEnrollments(db: Db, actor: Actor): Promise<Enrollment[]> {
  const courses = await listEnrolledCourses(db, actor);
  return courses.map((course) => ({
    enrollment_id: course.enrollment_id,
    course: { id: course.id, title: course.title, description: course.description },
    enrolled_at: course.enrolled_at,
    progress_percentage: course.progress_percentage,
  }));
}

export async function getCourseInstructor(db: Db, actor: Actor, courseId: number): Promise<CourseInstructor> {
  assertStudent(actor);
  const course = await getVisibleCourse(db, actor, courseId);
  await assertEnrolled(db, actor, courseId);
  return {
    id: course.instructorId,
    full_name: fullName(course.instructorFirstName, course.instructorLastName, course.instructorUsername),
    username: course.instructorUsername,
    course_title: course.title,
  };
}

/** Lessons completed and active assessments with a finished attempt, over all of both. */
export async function computeProgress(db: Db, studentId: number, courseId: number) {
  const [lessons, assessments] = await Promise.all([
    listLessonsWithCompletion(db, studentId, courseId),
    listAssessmentsWithResult(db, studentId, courseId),
  ]);
  const done =
    lessons.filter((lesson) => lesson.completedAt).length +
    assessments.filter((a) => a.best_percentage !== null).length;
  return { lessons, assessments, overall: progressFigures(done, lessons.length + assessments.length) };
}

export function toCourseProgress(
  course: { id: number; title: string },
  { lessons, assessments, overall }: Awaited<ReturnType<typeof computeProgress>>,
): CourseProgress {
  return {
    course_id: course.id,
    course_title: course.title,
    overall_progress: overall,
    lesson_progress: lessons.map((lesson) => ({
      lesson_id: lesson.id,
      lesson_title: lesson.title,
      order: lesson.order,
      completed: !!lesson.completedAt,
      completed_at: lesson.completedAt?.toISOString() ?? null,
      ...progressFigures(lesson.completedAt ? 1 : 0, 1),
    })),
    assessment_progress: assessments.map((assessment) => ({
      assessment_id: assessment.id,
      title: assessment.title,
      submitted: assessment.best_percentage !== null,
      best_percentage: assessment.best_percentage,
    })),
  };
}

export async function getCourseProgress(db: Db, actor: Actor, courseId: number): Promise<CourseProgress> {
  assertStudent(actor);
  const course = await getVisibleCourse(db, actor, courseId);
  await assertEnrolled(db, actor, courseId);
  return toCourseProgress(course, await computeProgress(db, actor.id, courseId));
}

export async function setLessonCompletion(
  db: Db,
  actor: Actor,
  { courseId, lessonId, completed }: { courseId: number; lessonId: number; completed: boolean },
): Promise<LessonCompletionResponse> {
  assertStudent(actor);
  await getVisibleCourse(db, actor, courseId);
  await assertEnrolled(db, actor, courseId);
  if (!(await findLessonInCourse(db, courseId, lessonId))) notFound('Lesson not found.');
  if (completed) await markLessonComplete(db, actor.id, courseId, lessonId);
  else await unmarkLessonComplete(db, actor.id, lessonId);
  const { overall } = await computeProgress(db, actor.id, courseId);
  return { lesson_id: lessonId, completed, overall_progress: overall };
}
