import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { AdminUserList, AdminUserQuery } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return api.call('GET /admin/users/', { query, signal });
}

/** Filtered and paged by the server; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: AdminUserQuery) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

function useUserMutation<Variables, Answer>(
  send: (variables: Variables) => Promise<Answer>,
  alsoChanged: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [adminKeys.users(), adminKeys.dashboard(), adminKeys.activity(), ...alsoChanged].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useChangeRole() {
  return useUserMutation(({ id, role }: { id: number; role: Role }) =>
    api.call('PUT /admin/users/:id/role/', { params: { id }, body: { role } }),
  );
}

export function useChangeStatus() {
  return useUserMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.call('PUT /admin/users/:id/status/', { params: { id }, body: { is_active: isActive } }),
  );
}

/** Deleting an instructor also removes their courses, so the course list is refreshed as well. */
export function useDeleteUser() {
  return useUserMutation(
    (id: number) => api.call('DELETE /admin/users/:id/delete/', { params: { id } }),
    [adminKeys.courses()],
  );
}

/** E-mails the user a link to choose a new password; nothing on the list changes. */
export function postPasswordReset(id: number) {
  return api.call('POST /admin/users/:id/password-reset/', { params: { id } });
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPasswordReset,
    // The dashboard's recent activity lists the reset among the admins' actions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
  });
}
