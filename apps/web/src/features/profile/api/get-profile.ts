import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@somo/contract/profile';
import { api } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.call('GET /profile/', { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
