import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { api } from '../../../lib/api-client';

/** The course with its lessons; the server includes lesson content because the student is enrolled. */
export function getCourseContent(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/`, { signal });
}

// The same key as the course page's query: one cached answer serves both.
export const courseContentQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId],
    queryFn: ({ signal }) => getCourseContent(courseId, signal),
  });

export function useCourseContent(courseId: string) {
  return useQuery(courseContentQueryOptions(courseId));
}
