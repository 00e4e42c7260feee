import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumThreadSummary } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys, type ThreadFilters } from './forum-keys';

/** Pinned threads first, then the latest activity (the server orders them). */
export function getForumThreads(
  courseId: string,
  filters: ThreadFilters,
  signal?: AbortSignal,
): Promise<ForumThreadSummary[]> {
  return api.call('GET /courses/:id/forum/threads/', {
    params: { id: courseId },
    signal,
    query: { category: filters.category ?? undefined, search: filters.search || undefined },
  });
}

export const forumThreadsQueryOptions = (courseId: string, filters: ThreadFilters) =>
  queryOptions({
    queryKey: forumKeys.threads(courseId, filters),
    queryFn: ({ signal }) => getForumThreads(courseId, filters, signal),
    // While a new filter loads, the previous list stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useForumThreads(courseId: string, filters: ThreadFilters) {
  return useQuery(forumThreadsQueryOptions(courseId, filters));
}
