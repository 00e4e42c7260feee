import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { isCourseComplete } from '@somo/contract/progress';
import { api } from '../../../lib/api-client';

/** The student's courses, newest enrolment first, each with its progress. */
export function getEnrolledCourses(signal?: AbortSignal) {
  return api.call('GET /student/enrolled-courses/', { signal });
}

export const enrolledCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['enrollments', 'enrolled-courses'],
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });

export function useEnrolledCourses() {
  return useQuery(enrolledCoursesQueryOptions());
}

export type LearningStats = { enrolled: number; inProgress: number; completed: number; certificates: number };

/**
 * The dashboard counters: a course counts as completed once every lesson is done and every active assessment
 * passed (the one progress definition), and each completed course earns a certificate.
 */
export function learningStats(courses: readonly Pick<EnrolledCourse, 'progress'>[]): LearningStats {
  const completed = courses.filter((course) => isCourseComplete(course.progress)).length;
  return {
    enrolled: courses.length,
    inProgress: courses.length - completed,
    completed,
    certificates: completed,
  };
}
