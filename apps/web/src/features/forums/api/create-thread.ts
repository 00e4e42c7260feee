import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewThreadBody } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function createThread(courseId: string, body: NewThreadBody) {
  return api.call('POST /courses/:id/forum/threads/', { params: { id: courseId }, body });
}

export function useCreateThread(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewThreadBody) => createThread(courseId, body),
    // Thread lists, category counts and stats all change with a new thread.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
