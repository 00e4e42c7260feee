import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** One tree of query keys for the public course pages, so a change can refresh one course or all of them. */
export const courseKeys = {
  all: () => ['courses'] as const,
  allDetails: () => ['courses', 'detail'] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
};

/** The course with its lessons; lesson content is included only for a viewer who may read it. */
export function getCourse(courseId: string, signal?: AbortSignal) {
  return api.call('GET /courses/:id/', { params: { id: courseId }, signal });
}

/**
 * The course page, the lesson page and the tutor read the same answer under one key. It depends on who asks:
 * refetch it after signing in or enrolling.
 */
export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });
