import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ForumStats } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export const EMPTY_FORUM_STATS: ForumStats = {
  total_threads: 0,
  total_posts: 0,
  recent_activity: { new_threads_today: 0, new_posts_today: 0 },
};

/** Spec 01 §7 and spec 02 §7: when the stats cannot be loaded, zeros are used. */
export async function getForumStats(courseId: string | number, signal?: AbortSignal): Promise<ForumStats> {
  try {
    return await api.call('GET /courses/:id/forum/stats/', { params: { id: courseId }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_FORUM_STATS;
  }
}

export const forumStatsQueryOptions = (courseId: string | number) =>
  queryOptions({
    queryKey: forumKeys.stats(courseId),
    queryFn: ({ signal }) => getForumStats(courseId, signal),
  });

export function hasRecentActivity(stats: ForumStats): boolean {
  return stats.recent_activity.new_threads_today + stats.recent_activity.new_posts_today > 0;
}

/** One stats request per course, side by side. */
export function useForumStatsForCourses(courseIds: readonly number[]) {
  return useQueries({ queries: courseIds.map((courseId) => forumStatsQueryOptions(courseId)) });
}

/** Forum figures for each course, keyed by course id; a course still loading has none yet. */
export function useForumStatsByCourse(courseIds: readonly number[]): Map<number, ForumStats> {
  return useQueries({
    queries: courseIds.map((courseId) => forumStatsQueryOptions(courseId)),
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

export function useForumStats(courseId: string | number) {
  return useQuery(forumStatsQueryOptions(courseId));
}
