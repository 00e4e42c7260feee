import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ForumStats } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';

const NO_ACTIVITY: ForumStats = {
  total_threads: 0,
  total_posts: 0,
  recent_activity: { new_threads_today: 0, new_posts_today: 0 },
};

/** Spec 02 §7: a course whose forum figures cannot be read counts as having no activity. */
export async function getForumStats(courseId: number, signal?: AbortSignal): Promise<ForumStats> {
  try {
    return await api.get<ForumStats>(`/courses/${courseId}/forum/stats/`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_ACTIVITY;
  }
}

export const forumStatsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['forums', 'stats', courseId] as const,
    queryFn: ({ signal }) => getForumStats(courseId, signal),
  });

/** Forum figures for each course, keyed by course id; a course still loading has none yet. */
export function useForumStatsByCourse(courseIds: readonly number[]): Map<number, ForumStats> {
  return useQueries({
    queries: courseIds.map((id) => forumStatsQueryOptions(id)),
    combine: (results) => {
      const stats = new Map<number, ForumStats>();
      results.forEach((result, index) => {
        const id = courseIds[index];
        if (id !== undefined && result.data) stats.set(id, result.data);
      });
      return stats;
    },
  });
}
