import type { Actor } from '../../lib/auth';

type CourseRef = { isPublished: boolean; instructorId: number };

/** Drafts exist only for their instructor and admins; everyone else gets a 404. */
export function canViewCourse(actor: Actor | null, course: CourseRef): boolean {
  return course.isPublished || actor?.role === 'admin' || actor?.id === course.instructorId;
}

/** Lesson content is for staff and enrolled students; outsiders see titles only. */
export function canSeeLessonContent(actor: Actor | null, enrolled: boolean): boolean {
  return actor?.role === 'admin' || actor?.role === 'instructor' || enrolled;
}
