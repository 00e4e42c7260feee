import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPostBody } from '@somo/contract/forums';
import { api, ApiError } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function createPost(courseId: string, threadId: string, body: NewPostBody) {
  return api.call('POST /courses/:id/forum/threads/:threadId/posts/', {
    params: { id: courseId, threadId },
    body,
  });
}

/** The thread was locked while the reader was writing. */
export function isThreadLocked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'thread_locked';
}

export function useCreatePost(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  // The thread shows the reply; lists and stats show the new count and last post.
  const refreshForum = () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) });
  return useMutation({
    mutationFn: (body: NewPostBody) => createPost(courseId, threadId, body),
    onSuccess: refreshForum,
    // Reloaded, the thread shows itself locked, without the reply boxes that can no longer post.
    onError: (error) => {
      if (isThreadLocked(error)) void refreshForum();
    },
  });
}
