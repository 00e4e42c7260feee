import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemInfo } from '@somo/contract/admin';
import type { PublicSettings, Settings } from '@somo/contract/settings';
import { api, ApiError } from '../../../lib/api-client';
import { adminKeys, priceDependentKeys } from './admin-keys';

/** Only an administrator is answered the AI group; anyone else gets the public part. */
function isWholeSettings(settings: Settings | PublicSettings): settings is Settings {
  return 'ai_settings' in settings;
}

/** Admins get the whole settings object from the same path the public part is read from. */
export async function getAdminSettings(signal?: AbortSignal): Promise<Settings> {
  const settings = await api.call('GET /admin/settings/', { signal });
  // The public part means the session is no longer an admin's: the form must not open on half the settings.
  if (!isWholeSettings(settings))
    throw new ApiError({
      status: 403,
      code: 'forbidden',
      message: 'Only administrators can read all settings',
    });
  return settings;
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });
}

/** Spec 02 §7: a successful save refreshes the platform currency (and every price shown in it). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => api.call('POST /admin/settings/', { body: settings }),
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
  return api.call('GET /admin/system/', { signal });
}

export function useSystemInfo() {
  return useQuery({ queryKey: adminKeys.system(), queryFn: ({ signal }) => getSystemInfo(signal) });
}
