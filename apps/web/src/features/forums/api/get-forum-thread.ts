import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumThreadDetail } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function getForumThread(
  courseId: string,
  threadId: string,
  signal?: AbortSignal,
): Promise<ForumThreadDetail> {
  return api.get<ForumThreadDetail>(
    `/courses/${encodeURIComponent(courseId)}/forum/threads/${encodeURIComponent(threadId)}/`,
    { signal },
  );
}

export const forumThreadQueryOptions = (courseId: string, threadId: string) =>
  queryOptions({
    queryKey: forumKeys.thread(courseId, threadId),
    queryFn: ({ signal }) => getForumThread(courseId, threadId, signal),
  });

export function useForumThread(courseId: string, threadId: string) {
  return useQuery(forumThreadQueryOptions(courseId, threadId));
}
