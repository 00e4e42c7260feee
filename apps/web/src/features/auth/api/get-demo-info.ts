import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoInfo } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';

export function getDemoInfo(signal?: AbortSignal): Promise<DemoInfo> {
  return api.get<DemoInfo>('/auth/demo/', { signal, parse: (data) => DemoInfo.parse(data) });
}

export const demoInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'demo'],
    queryFn: ({ signal }) => getDemoInfo(signal),
    staleTime: Infinity,
    // Without the endpoint the login page simply has no demo buttons; no point asking twice.
    retry: false,
  });

export function useDemoInfo() {
  return useQuery(demoInfoQueryOptions());
}
