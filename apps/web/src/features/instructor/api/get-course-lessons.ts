import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

/** The course's lessons in their order, with full content. */
export function getCourseLessons(courseId: string, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:id/lessons/', { params: { id: courseId }, signal });
}

export const courseLessonsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.lessons(courseId),
    queryFn: ({ signal }) => getCourseLessons(courseId, signal),
  });

export function useCourseLessons(courseId: string) {
  return useQuery(courseLessonsQueryOptions(courseId));
}
