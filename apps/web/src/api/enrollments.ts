import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Everything about the signed-in student's enrolments sits under one root, so enrolling, paying, completing a
 * lesson or submitting an assessment refreshes all of it with one invalidation.
 */
export const enrollmentKeys = {
  all: () => ['enrollments'] as const,
  enrolledCourses: () => ['enrollments', 'enrolled-courses'] as const,
  allProgress: () => ['enrollments', 'progress'] as const,
  progress: (courseId: string) => ['enrollments', 'progress', courseId] as const,
  status: (courseId: string) => ['enrollments', 'status', courseId] as const,
  upNext: () => ['enrollments', 'up-next'] as const,
};

/** The student's courses, newest enrolment first, each with its progress. */
export function getEnrolledCourses(signal?: AbortSignal) {
  return api.call('GET /student/enrolled-courses/', { signal });
}

export const enrolledCoursesQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentKeys.enrolledCourses(),
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });

export function useEnrolledCourses() {
  return useQuery(enrolledCoursesQueryOptions());
}
