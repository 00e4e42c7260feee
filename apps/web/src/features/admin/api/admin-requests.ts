import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRequestItem } from '@somo/contract/admin';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../api/notifications';
import { adminKeys } from './admin-keys';

export async function getAdminRequests(signal?: AbortSignal): Promise<AdminRequestItem[]> {
  const answer = await api.call('GET /admin/requests/all/', { signal });
  return answer.admin_requests;
}

export function useAdminRequests() {
  return useQuery({ queryKey: adminKeys.requests(), queryFn: ({ signal }) => getAdminRequests(signal) });
}

/**
 * An approval adds an admin account, so the user list and the dashboard change too; either decision marks the
 * request's notifications read, so the bell changes as well.
 */
function useRequestDecision<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

export function useApproveRequest() {
  return useRequestDecision((id: number) =>
    api.call('POST /admin/requests/:id/approve/', { params: { id } }),
  );
}

export function useRejectRequest() {
  return useRequestDecision(({ id, reason }: { id: number; reason: string }) =>
    api.call('POST /admin/requests/:id/reject/', { params: { id }, body: { reason } }),
  );
}
