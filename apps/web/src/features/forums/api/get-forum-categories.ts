import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumCategory } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function getForumCategories(courseId: string, signal?: AbortSignal): Promise<ForumCategory[]> {
  return api.call('GET /courses/:id/forum/categories/', { params: { id: courseId }, signal });
}

export const forumCategoriesQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: forumKeys.categories(courseId),
    queryFn: ({ signal }) => getForumCategories(courseId, signal),
  });

export function useForumCategories(courseId: string) {
  return useQuery(forumCategoriesQueryOptions(courseId));
}
