import type { Actor } from '../../lib/auth';

type CourseRef = { isPublished: boolean; instructorId: number };

/** Drafts exist only for their instructor and admins; everyone else gets a 404. */
export function canViewCourse({ actor, course }: { actor: Actor | null; course: CourseRef }): boolean {
  return course.isPublished || actor?.role === 'admin' || actor?.id === course.instructorId;
}

/**
 * How much of each lesson's content a viewer gets. In full: admins, the course's own instructor and its
 * enrolled students. Other instructors get the short preview the course page shows them; everyone else,
 * nothing, so a paid course's lessons are never given away.
 */
export type LessonContentAccess = 'full' | 'preview' | 'none';

export function lessonContentAccess({
  actor,
  course,
  enrolled,
}: {
  actor: Actor | null;
  course: Pick<CourseRef, 'instructorId'>;
  enrolled: boolean;
}): LessonContentAccess {
  if (actor?.role === 'admin' || actor?.id === course.instructorId || enrolled) return 'full';
  if (actor?.role === 'instructor') return 'preview';
  return 'none';
}
