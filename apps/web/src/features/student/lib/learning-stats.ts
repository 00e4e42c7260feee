import type { EnrolledCourse } from '@somo/contract/enrollments';
import { isCourseComplete } from '@somo/contract/progress';

export type LearningStats = { enrolled: number; inProgress: number; completed: number };

/**
 * The dashboard's course counters: a course counts as completed once every lesson is done and every active
 * assessment passed (the one progress definition). Certificates are counted from the certificates themselves.
 */
export function learningStats(courses: readonly Pick<EnrolledCourse, 'progress'>[]): LearningStats {
  const completed = courses.filter((course) => isCourseComplete(course.progress)).length;
  return {
    enrolled: courses.length,
    inProgress: courses.length - completed,
    completed,
  };
}
