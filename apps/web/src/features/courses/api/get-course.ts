import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { api } from '../../../lib/api-client';

export function getCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/`, { signal });
}

/** Lesson content in the answer depends on who asks: refetch it after signing in or enrolling. */
export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });

export function useCourse(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
