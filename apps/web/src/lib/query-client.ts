import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 1;

/** Retrying cannot fix a 4xx answer; one retry covers a dropped connection or a restarting server. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a query still asks: the service worker may answer it from what it saved (src/pwa).
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a TanStack Query option, not a text
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
