import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { canViewCourse } from '../courses/courses.policy';

/** The course a question is asked in: the assistant reads this course's lessons and nothing else. */
export type TutorCourse = { id: number; title: string };

/**
 * Whether the user may study a course with the assistant: a student enrolled in it, its own instructor,
 * or an admin. A course the user may not even see is missing; one they see but do not belong to is refused,
 * so no other course's material can ever be asked for.
 */
export async function findTutorCourse({
  db,
  actor,
  courseId,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
}): Promise<TutorCourse> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      isPublished: courses.isPublished,
      enrolled: sql<boolean>`exists (select 1 from enrollments e where e.course_id = ${courseId} and e.student_id = ${actor.id} and e.is_active)`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!row || !canViewCourse({ actor, course: row })) notFound('Course not found.');
  if (actor.role === 'student' && !row.enrolled) {
    throw new AppError('not_enrolled', 'You are not enrolled in this course.');
  }
  if (actor.role === 'instructor' && row.instructorId !== actor.id) {
    throw new AppError('forbidden', 'You can only use the study assistant on your own courses.');
  }
  return { id: row.id, title: row.title };
}

/**
 * The courses a user can pick from when a question names none: a student's enrolled courses and an
 * instructor's own. Admins may use any course, too many to list, so they get none here.
 */
export async function listTutorCourses({ db, actor }: { db: Db; actor: Actor }): Promise<TutorCourse[]> {
  if (actor.role === 'student') {
    return db
      .select({ id: courses.id, title: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.studentId, actor.id),
          eq(enrollments.isActive, true),
          eq(courses.isPublished, true),
        ),
      )
      .orderBy(asc(courses.title), asc(courses.id));
  }
  if (actor.role === 'instructor') {
    return db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.instructorId, actor.id))
      .orderBy(asc(courses.title), asc(courses.id));
  }
  return [];
}
