import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function deleteThread(courseId: string, threadId: string) {
  return api.call('DELETE /courses/:id/forum/threads/:threadId/', { params: { id: courseId, threadId } });
}

export function useDeleteThread(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteThread(courseId, threadId),
    // Marked stale without refetching now: the open thread would only answer 404 while the page
    // moves back to the list, which then reloads itself.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId), refetchType: 'none' }),
  });
}
