import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function deletePost(courseId: string, postId: number) {
  return api.call('DELETE /courses/:id/forum/posts/:postId/', { params: { id: courseId, postId } });
}

export function useDeletePost(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deletePost(courseId, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
