import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoInfo } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

export async function getDemoInfo(signal?: AbortSignal): Promise<DemoInfo> {
  // The answer and the schema that checks it are fetched side by side.
  const [data, { DemoInfo }] = await Promise.all([
    api.call('GET /auth/demo/', { signal }),
    loadAuthContract(),
  ]);
  return DemoInfo.parse(data);
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
