import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnreadCount as UnreadCountSchema } from '@somo/contract/messaging';
import { api } from '../../../lib/api-client';

type UnreadCount = z.infer<typeof UnreadCountSchema>;

export function getUnreadMessages(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/messaging/unread-count/', { signal });
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messaging', 'unread-count'],
    queryFn: ({ signal }) => getUnreadMessages(signal),
  });

/** The number of unread messages, 0 while loading or when it cannot be read. */
export function useUnreadMessages(): number {
  const { data } = useQuery(unreadMessagesQueryOptions());
  return data?.unread_count ?? 0;
}
