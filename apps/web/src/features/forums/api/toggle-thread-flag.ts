import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export type ThreadFlag = 'pin' | 'lock';

export function toggleThreadFlag(
  courseId: string,
  threadId: string,
  flag: ThreadFlag,
): Promise<{ pinned?: boolean; locked?: boolean }> {
  return api.post(
    `/courses/${encodeURIComponent(courseId)}/forum/threads/${encodeURIComponent(threadId)}/${flag}/`,
  );
}

/** Pin or lock toggles, for the course instructor and admins. */
export function useToggleThreadFlag(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: ThreadFlag) => toggleThreadFlag(courseId, threadId, flag),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
