import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumThreadDetail } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { updatePost } from '../lib/post-tree';
import { forumKeys } from './forum-keys';

export function toggleUpvote(courseId: string, postId: number) {
  return api.call('POST /courses/:id/forum/posts/:postId/upvote/', { params: { id: courseId, postId } });
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
