import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagingKeys } from '../../../api/messages';

export function getUnreadMessages(signal?: AbortSignal) {
  return api.call('GET /messaging/unread-count/', { signal });
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadMessages(signal),
  });

/** The number of unread messages, 0 while loading or when it cannot be read. */
export function useUnreadMessages(): number {
  const { data } = useQuery(unreadMessagesQueryOptions());
  return data?.unread_count ?? 0;
}
