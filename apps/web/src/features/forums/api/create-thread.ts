import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewThreadBody } from '@somo/contract/forums';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export type CreatedThread = { id: number; message: string };

export function createThread(courseId: string, body: NewThreadBody): Promise<CreatedThread> {
  return api.post<CreatedThread>(`/courses/${encodeURIComponent(courseId)}/forum/threads/`, body);
}

export function useCreateThread(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewThreadBody) => createThread(courseId, body),
    // Thread lists, category counts and stats all change with a new thread.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
