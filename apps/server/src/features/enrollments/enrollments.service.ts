import { z } from 'zod';
import {
  EnrolledCourse,
  type AssessmentProgress,
  type CourseInstructor,
  type CourseProgress,
  type Enrollment,
  type EnrollmentStatus,
  type EnrollResponse,
  type LessonCompletionResponse,
  type UpNext,
} from '@somo/contract/enrollments';
import { bestResult, summarizeProgress, wholePercent } from '@somo/contract/progress';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { fullName, toCourseSummary } from '../courses/courses.presenter';
import { getVisibleCourse } from '../courses/courses.service';
import { attemptOutcome } from '../assessments/grading';
import { listOpenAssessments } from '../assessments/student-assessments.service';
import type { StudentReads } from '../assessments/student-reads';
import { enrolledCourseIds } from './enrolled-courses';
import { notifyUsers } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import { issueCertificateIfComplete } from '../certificates/completion';
import { assertCanEnroll, assertEnrolled, assertStudent } from './enrollments.policy';
import {
  findLessonInCourse,
  findPersonName,
  insertEnrollment,
  listActiveAssessments,
  listFinishedAttempts,
  listLessonsWithCompletion,
  listNextLessons,
  listStudentEnrollments,
  markLessonComplete,
  unmarkLessonComplete,
} from './enrollments.queries';
import { countPassedAssessments, enrolmentProgress, toProgressFigures } from './progress';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { enrollmentCreatedData } from '../webhooks/webhooks.payloads';

/** Who asks about which course: the input of most use cases here. */
type CourseInput = { db: Db; actor: Actor; courseId: number };
/** A student's own pages: read from their kept facts and the shared course data where possible. */
type StudentInput = { ctx: StudentReads; actor: Actor };

export async function getEnrollmentStatus({
  ctx,
  actor,
  courseId,
}: StudentInput & { courseId: number }): Promise<EnrollmentStatus> {
  await getVisibleCourse({ db: ctx.db, actor, courseId });
  return { enrolled: actor.role === 'student' && (await enrolledCourseIds(ctx, actor.id)).has(courseId) };
}

export async function enrollInCourse({ db, actor, courseId }: CourseInput): Promise<EnrollResponse> {
  assertCanEnroll(actor);
  const course = await getVisibleCourse({ db, actor, courseId });
  if (course.price > 0) throw new AppError('payment_required', 'Payment required');
  // The instructor is told who enrolled by full name, as people are shown everywhere; read before the transaction.
  const person = await findPersonName(db, actor.id);
  const studentName = person ? fullName(person.firstName, person.lastName, person.username) : actor.username;
  const enrollmentId = await db.transaction(async (tx) => {
    const row = await insertEnrollment(tx, actor.id, courseId);
    if (!row) return undefined;
    await emitWebhookEvent({
      db: tx,
      type: 'enrollment.created',
      data: enrollmentCreatedData({ studentId: actor.id, courseId }),
    });
    const link = { course_id: courseId, url: `/courses/${courseId}` };
    await notifyUsers({
      db: tx,
      userIds: [actor.id],
      notification: {
        type: 'enrollment',
        ...worded('enrollment_confirmed', { course: course.title }),
        data: link,
        relatedCourseId: courseId,
      },
    });
    await notifyUsers({
      db: tx,
      userIds: [course.instructorId],
      notification: {
        type: 'enrollment',
        ...worded('student_enrolled', { student: studentName, course: course.title }),
        data: link,
        relatedCourseId: courseId,
      },
    });
    return row.id;
  });
  if (!enrollmentId) throw new AppError('conflict', 'You are already enrolled in this course.');
  return { message: 'Successfully enrolled in the course!', enrollment_id: enrollmentId };
}

/** The dashboard's courses, kept per student until their rows or the course data change. */
export async function listEnrolledCourses({ ctx, actor }: StudentInput): Promise<EnrolledCourse[]> {
  assertStudent(actor);
  return ctx.viewers.get(actor.id, 'enrolled-courses', () => readEnrolledCourses(ctx.db, actor));
}

const EnrolledCourseList = z.array(EnrolledCourse);

/**
 * The dashboard's courses as checked JSON text, kept with the student's other parts: checking and serialising
 * the list cost more than everything else on each request, and it changes only with the student's own rows.
 */
export async function enrolledCoursesJson({ ctx, actor }: StudentInput): Promise<string> {
  assertStudent(actor);
  return ctx.viewers.get(actor.id, 'enrolled-courses-json', async () =>
    JSON.stringify(EnrolledCourseList.parse(await listEnrolledCourses({ ctx, actor }))),
  );
}

async function readEnrolledCourses(db: Db, actor: Actor): Promise<EnrolledCourse[]> {
  const [rows, passed] = await Promise.all([
    listStudentEnrollments(db, actor.id),
    countPassedAssessments({ db, scope: { studentId: actor.id } }),
  ]);
  return rows.map((row) => {
    const progress = enrolmentProgress(row, passed);
    return {
      ...toCourseSummary(row),
      enrollment_id: row.enrollmentId,
      enrolled_at: row.enrolledAt.toISOString(),
      completed_lessons: progress.lessons_completed,
      progress_percentage: progress.percentage,
      progress,
    };
  });
}

export async function listEnrollments({ ctx, actor }: StudentInput): Promise<Enrollment[]> {
  const courses = await listEnrolledCourses({ ctx, actor });
  return courses.map((course) => ({
    enrollment_id: course.enrollment_id,
    course: { id: course.id, title: course.title, description: course.description },
    enrolled_at: course.enrolled_at,
    progress_percentage: course.progress_percentage,
    progress: course.progress,
  }));
}

export async function getCourseInstructor({ db, actor, courseId }: CourseInput): Promise<CourseInstructor> {
  assertStudent(actor);
  const course = await getVisibleCourse({ db, actor, courseId });
  await assertEnrolled({ db, actor, courseId });
  return {
    id: course.instructorId,
    full_name: fullName(course.instructorFirstName, course.instructorLastName, course.instructorUsername),
    username: course.instructorUsername,
    course_title: course.title,
  };
}

/** Each active assessment with the student's best percentage and best result over their finished attempts. */
async function assessmentProgress(
  db: Db,
  studentId: number,
  courseId: number,
): Promise<AssessmentProgress[]> {
  const assessments = await listActiveAssessments(db, courseId);
  const attempts = await listFinishedAttempts(
    db,
    studentId,
    assessments.map((assessment) => assessment.id),
  );
  return assessments.map((assessment) => {
    const own = attempts.filter((attempt) => attempt.assessmentId === assessment.id);
    const percentages = own.map((attempt) => attempt.percentage ?? 0);
    const result = bestResult(own.map((attempt) => attemptOutcome(assessment, attempt).result));
    return {
      assessment_id: assessment.id,
      title: assessment.title,
      submitted: own.length > 0,
      best_percentage: own.length > 0 ? Math.max(...percentages) : null,
      result,
      passed: result === 'passed',
    };
  });
}

/** One student's progress through one course: its lessons, its active assessments and the summary of both. */
export async function computeProgress({
  db,
  studentId,
  courseId,
}: {
  db: Db;
  studentId: number;
  courseId: number;
}) {
  const [lessons, assessments] = await Promise.all([
    listLessonsWithCompletion(db, studentId, courseId),
    assessmentProgress(db, studentId, courseId),
  ]);
  const summary = summarizeProgress({
    lessons_completed: lessons.filter((lesson) => lesson.completedAt).length,
    lesson_count: lessons.length,
    assessments_passed: assessments.filter((assessment) => assessment.passed).length,
    assessment_count: assessments.length,
  });
  return { lessons, assessments, summary };
}

export function toCourseProgress({
  course,
  progress: { lessons, assessments, summary },
}: {
  course: { id: number; title: string };
  progress: Awaited<ReturnType<typeof computeProgress>>;
}): CourseProgress {
  return {
    course_id: course.id,
    course_title: course.title,
    overall_progress: toProgressFigures(summary),
    progress: summary,
    lesson_progress: lessons.map((lesson) => ({
      lesson_id: lesson.id,
      lesson_title: lesson.title,
      order: lesson.order,
      completed: !!lesson.completedAt,
      completed_at: lesson.completedAt?.toISOString() ?? null,
      completed_quizzes: lesson.completedAt ? 1 : 0,
      total_quizzes: 1,
      completion_percentage: wholePercent(lesson.completedAt ? 1 : 0, 1),
    })),
    assessment_progress: assessments,
  };
}

export async function getCourseProgress({ db, actor, courseId }: CourseInput): Promise<CourseProgress> {
  assertStudent(actor);
  const course = await getVisibleCourse({ db, actor, courseId });
  await assertEnrolled({ db, actor, courseId });
  return toCourseProgress({
    course,
    progress: await computeProgress({ db, studentId: actor.id, courseId }),
  });
}

export async function setLessonCompletion({
  db,
  actor,
  courseId,
  lessonId,
  completed,
}: CourseInput & { lessonId: number; completed: boolean }): Promise<LessonCompletionResponse> {
  assertStudent(actor);
  await getVisibleCourse({ db, actor, courseId });
  await assertEnrolled({ db, actor, courseId });
  if (!(await findLessonInCourse(db, courseId, lessonId))) notFound('Lesson not found.');
  if (completed) {
    // The last lesson may complete the course: its certificate is issued with the mark, or neither is kept.
    await db.transaction(async (tx) => {
      await markLessonComplete(tx, actor.id, courseId, lessonId);
      await issueCertificateIfComplete({ db: tx, studentId: actor.id, courseId });
    });
  } else {
    await unmarkLessonComplete(db, actor.id, lessonId);
  }
  const { summary } = await computeProgress({ db, studentId: actor.id, courseId });
  return { lesson_id: lessonId, completed, overall_progress: toProgressFigures(summary), progress: summary };
}

/**
 * The student dashboard's 'Up next': assessments open to take now (timed by the server's clock) and, in each
 * course, the next lesson to do with the course's progress. Courses keep the dashboard's order.
 */
export async function getUpNext({
  ctx,
  actor,
  now = new Date(),
}: StudentInput & { now?: Date }): Promise<UpNext> {
  assertStudent(actor);
  const [assessments, courses, nextLessons] = await Promise.all([
    listOpenAssessments({ ctx, actor, now }),
    listEnrolledCourses({ ctx, actor }),
    listNextLessons(ctx.db, actor.id),
  ]);
  const lessons = courses.flatMap((course) => {
    const next = nextLessons.find((lesson) => lesson.course_id === course.id);
    return next ? [{ ...next, progress: course.progress }] : [];
  });
  return { server_time: now.toISOString(), assessments, lessons };
}
