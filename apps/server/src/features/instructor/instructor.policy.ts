import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { findCourseSummary, type CourseSummaryRow } from '../courses/courses.queries';

type CourseAccess = { db: Db; actor: Actor; courseId: number };

/** Instructors manage only their own courses; someone else's answers 404, as if it did not exist. */
export async function findOwnedCourse({ db, actor, courseId }: CourseAccess): Promise<CourseSummaryRow> {
  if (actor.role !== 'instructor') forbidden('Only instructors can manage courses.');
  const course = await findCourseSummary(db, courseId);
  if (!course || course.instructorId !== actor.id) notFound('Course not found.');
  return course;
}

/** Reading course management data is also open to admins, who oversee every course. */
export async function findReadableCourse({ db, actor, courseId }: CourseAccess): Promise<CourseSummaryRow> {
  if (actor.role !== 'admin') return findOwnedCourse({ db, actor, courseId });
  return (await findCourseSummary(db, courseId)) ?? notFound('Course not found.');
}

/** Course management data is read by instructors and admins; anyone else is refused before any lookup. */
export function assertCourseReader(actor: Actor) {
  if (actor.role !== 'instructor' && actor.role !== 'admin')
    forbidden('Only instructors can manage courses.');
}

/** Whether the actor may read the management data of a course taught by `instructorId`. */
export function canReadCourse(actor: Actor, instructorId: number): boolean {
  return actor.role === 'admin' || actor.id === instructorId;
}

export function assertInstructor(actor: Actor) {
  if (actor.role !== 'instructor') forbidden('Only instructors can do this.');
}
