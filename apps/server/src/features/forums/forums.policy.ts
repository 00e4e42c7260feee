import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { canViewCourse } from '../courses/courses.policy';

export type ForumCourse = { id: number; title: string; instructorId: number; isPublished: boolean };

/** A course forum is for the course's enrolled students, its instructor and admins. */
export async function findForumCourse({
  db,
  actor,
  courseId,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
}): Promise<ForumCourse> {
  // Enrolment is read in the same round trip; only a student's counts.
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
  const { enrolled, ...course } = row;
  const member =
    actor.role === 'admin' || actor.id === course.instructorId || (actor.role === 'student' && enrolled);
  if (!member) throw new AppError('not_enrolled', 'Enroll in this course to take part in its forum.');
  return course;
}

/** Students never moderate: refused before any course or thread is looked up, so nothing about them leaks. */
export function assertModeratorRole(actor: Actor) {
  if (actor.role === 'student') forbidden('Only the course instructor or an admin can do this.');
}

type ForumMember = { actor: Actor; course: ForumCourse };

/** The course's instructor and admins keep order: delete anything, pin and lock. */
export function canModerate({ actor, course }: ForumMember): boolean {
  return actor.role === 'admin' || actor.id === course.instructorId;
}

export function assertCanModerate({ actor, course }: ForumMember) {
  if (!canModerate({ actor, course })) forbidden('Only the course instructor or an admin can do this.');
}

/** Authors may take back what they wrote; moderators may remove anything. */
export function assertCanDelete({
  actor,
  course,
  authorId,
  what,
}: ForumMember & { authorId: number; what: 'thread' | 'post' }) {
  if (!canModerate({ actor, course }) && actor.id !== authorId) {
    forbidden(`Only the author or the course instructor can delete this ${what}.`);
  }
}

/** The person who asked, or the course's instructor, decides which answer solved it. */
export function assertCanMarkSolution({
  actor,
  course,
  threadAuthorId,
}: ForumMember & { threadAuthorId: number }) {
  if (actor.id !== threadAuthorId && actor.id !== course.instructorId) {
    forbidden('Only the thread author or the course instructor can mark a solution.');
  }
}

/**
 * A locked thread takes no replies, from anyone. Its own code, so a page that still shows a reply box can tell
 * the thread was locked meanwhile rather than that the reader lost access.
 */
export function assertOpenForReplies(thread: { locked: boolean }) {
  if (thread.locked) throw new AppError('thread_locked', 'This thread is locked and accepts no new replies.');
}
