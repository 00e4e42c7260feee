import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function toggleSolution(courseId: string, postId: number) {
  return api.call('POST /courses/:id/forum/posts/:postId/solution/', { params: { id: courseId, postId } });
}

export function useToggleSolution(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => toggleSolution(courseId, postId),
    // Marking one post clears any other, and the thread's solved flag shows in the lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
