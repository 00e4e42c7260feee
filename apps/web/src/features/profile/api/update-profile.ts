import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@somo/contract/profile';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

export function putProfile(update: ProfileUpdate): Promise<Profile> {
  return api.call('PUT /profile/update/', { body: update });
}

/**
 * Stores the saved profile, tells the screen, then reloads it from the server (spec 01 §4). `onSaved`
 * runs here rather than in `mutate`'s callbacks because the form remounts as soon as new data arrives.
 */
export function useUpdateProfile({ onSaved }: { onSaved: (profile: Profile) => unknown }) {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, profile);
      onSaved(profile);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
