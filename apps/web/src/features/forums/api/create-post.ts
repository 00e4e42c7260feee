import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPostBody } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function createPost(courseId: string, threadId: string, body: NewPostBody): Promise<{ id: number }> {
  return api.post<{ id: number }>(
    `/courses/${encodeURIComponent(courseId)}/forum/threads/${encodeURIComponent(threadId)}/posts/`,
    body,
  );
}

export function useCreatePost(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPostBody) => createPost(courseId, threadId, body),
    // The thread shows the reply; lists and stats show the new count and last post.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
