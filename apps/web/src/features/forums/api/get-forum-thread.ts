import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumThreadDetail } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function getForumThread(
  courseId: string,
  threadId: string,
  signal?: AbortSignal,
): Promise<ForumThreadDetail> {
  return api.call('GET /courses/:id/forum/threads/:threadId/', {
    params: { id: courseId, threadId },
    signal,
  });
}

export const forumThreadQueryOptions = (courseId: string, threadId: string) =>
  queryOptions({
    queryKey: forumKeys.thread(courseId, threadId),
    queryFn: ({ signal }) => getForumThread(courseId, threadId, signal),
  });

export function useForumThread(courseId: string, threadId: string) {
  return useQuery(forumThreadQueryOptions(courseId, threadId));
}
