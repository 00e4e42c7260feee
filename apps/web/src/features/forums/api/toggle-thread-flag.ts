import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export type ThreadFlag = 'pin' | 'lock';

/** Answers the flag's new state: `{ pinned }` or `{ locked }`. */
export async function toggleThreadFlag(courseId: string, threadId: string, flag: ThreadFlag) {
  const params = { id: courseId, threadId };
  if (flag === 'pin') return api.call('POST /courses/:id/forum/threads/:threadId/pin/', { params });
  return api.call('POST /courses/:id/forum/threads/:threadId/lock/', { params });
}

/** Pin or lock toggles, for the course instructor and admins. */
export function useToggleThreadFlag(courseId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: ThreadFlag) => toggleThreadFlag(courseId, threadId, flag),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
