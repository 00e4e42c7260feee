import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemInfo } from '@somo/contract/admin';
import type { Settings } from '@somo/contract/settings';
import { api } from '../../../lib/api-client';
import { adminKeys, priceDependentKeys } from './admin-keys';

/** Admins get the whole settings object from the same path the public part is read from. */
export function getAdminSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>('/admin/settings/', { signal });
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });
}

/** Spec 02 §7: a successful save refreshes the platform currency (and every price shown in it). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => api.post<Settings>('/admin/settings/', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      return Promise.all(
        [adminKeys.system(), adminKeys.courses(), ...priceDependentKeys()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function getSystemInfo(signal?: AbortSignal): Promise<SystemInfo> {
  return api.get<SystemInfo>('/admin/system/', { signal });
}

export function useSystemInfo() {
  return useQuery({ queryKey: adminKeys.system(), queryFn: ({ signal }) => getSystemInfo(signal) });
}
