import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumThreadDetail } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { updatePost } from '../lib/post-tree';
import { forumKeys } from './forum-keys';

export type UpvoteResult = { upvote_count: number; upvoted: boolean };

export function toggleUpvote(courseId: string, postId: number): Promise<UpvoteResult> {
  return api.post<UpvoteResult>(`/courses/${encodeURIComponent(courseId)}/forum/posts/${postId}/upvote/`);
}

export function useToggleUpvote(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => toggleUpvote(courseId, postId),
    // The answer holds the new count: written straight into the thread, no refetch (and no extra view).
    onSuccess: (result, postId) =>
      queryClient.setQueryData<ForumThreadDetail>(forumKeys.thread(courseId, threadId), (thread) =>
        thread
          ? {
              ...thread,
              posts: updatePost(thread.posts, postId, (post) => ({
                ...post,
                upvote_count: result.upvote_count,
                is_upvoted: result.upvoted,
              })),
            }
          : thread,
      ),
  });
}
