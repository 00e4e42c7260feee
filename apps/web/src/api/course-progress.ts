import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { enrollmentKeys } from './enrollments';

/** 403 `not_enrolled` when the student is not enrolled in the course. */
export function getCourseProgress(courseId: string, signal?: AbortSignal) {
  return api.call('GET /student/courses/:courseId/progress/', { params: { courseId }, signal });
}

export const courseProgressQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.progress(courseId),
    queryFn: ({ signal }) => getCourseProgress(courseId, signal),
  });

export function useCourseProgress(courseId: string) {
  return useQuery(courseProgressQueryOptions(courseId));
}
