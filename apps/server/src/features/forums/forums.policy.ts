import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { noCache, type SignalCache } from '../../lib/signal-cache';
import { canViewCourse } from '../courses/courses.policy';
import { enrolledCourseIds } from '../enrollments/enrolled-courses';
import { noViewerCache, type ViewerCache } from '../../lib/viewer-cache';
import { findForumCourseFacts } from './forums.queries';

export type ForumCourse = { id: number; title: string; instructorId: number; isPublished: boolean };

/**
 * A course forum is for the course's enrolled students, its instructor and admins. The course comes from the
 * catalogue cache (dropped with the catalogue's signal) and the student's enrolments from the viewer cache (dropped
 * with their own signal); without them, from the database.
 */
export async function findForumCourse({
  db,
  catalogue = noCache,
  viewers = noViewerCache,
  actor,
  courseId,
}: {
  db: Db;
  catalogue?: SignalCache | undefined;
  viewers?: ViewerCache | undefined;
  actor: Actor;
  courseId: number;
}): Promise<ForumCourse> {
  const [course, enrolled] = await Promise.all([
    catalogue.get(`forum-course:${courseId}`, () => findForumCourseFacts(db, courseId)),
    actor.role === 'student'
      ? enrolledCourseIds({ db, viewers }, actor.id).then((ids) => ids.has(courseId))
      : false,
  ]);
  if (!course || !canViewCourse({ actor, course })) notFound('Course not found.');
  const member = actor.role === 'admin' || actor.id === course.instructorId || enrolled;
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
