import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return api.call('GET /student/enrolled-courses/', { signal });
}

export const enrolledCoursesQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.enrolledCourses(),
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });

export function useEnrolledCourses() {
  return useQuery(enrolledCoursesQueryOptions());
}
