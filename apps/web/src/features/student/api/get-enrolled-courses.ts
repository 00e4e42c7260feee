import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { api } from '../../../lib/api-client';

/** The student's courses, newest enrolment first, each with its progress. */
export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return api.get<EnrolledCourse[]>('/student/enrolled-courses/', { signal });
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

/** The dashboard counters: a course counts as completed at 100 %, and each completed course earns a certificate. */
export function learningStats(
  courses: readonly Pick<EnrolledCourse, 'progress_percentage'>[],
): LearningStats {
  const completed = courses.filter((course) => course.progress_percentage >= 100).length;
  return {
    enrolled: courses.length,
    inProgress: courses.length - completed,
    completed,
    certificates: completed,
  };
}
