import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

export function getInstructorCourse(courseId: string, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:id/detail/', { params: { id: courseId }, signal });
}

export const instructorCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.detail(courseId),
    queryFn: ({ signal }) => getInstructorCourse(courseId, signal),
  });

export function useInstructorCourse(courseId: string) {
  return useQuery(instructorCourseQueryOptions(courseId));
}
