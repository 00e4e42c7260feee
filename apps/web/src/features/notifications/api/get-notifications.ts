import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationList,
} from '@somo/contract/notifications';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { notificationKeys } from '../../../api/notifications';
import { useOnlineStatus } from '../../../lib/use-online-status';

/** Spec 01 §4: notifications are polled every 30 seconds while signed in. */
export const NOTIFICATION_POLL_MS = 30_000;

export function getNotifications(
  before: number | undefined,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return api.call('GET /notifications/', { query: { limit: NOTIFICATION_PAGE_SIZE, before }, signal });
}

/** `online` false stops the poll: offline it could only fail. It resumes with the connection. */
export const notificationsQueryOptions = ({ online = true }: { online?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Older pages are fetched by id, so a notification arriving meanwhile cannot shift them.
    getNextPageParam: (last) => (last.has_more ? last.notifications.at(-1)?.id : undefined),
    refetchInterval: online ? NOTIFICATION_POLL_MS : false,
    // The live stream reloads the list once when the connection comes back (use-notification-stream.ts).
    refetchOnReconnect: false,
  });

/** A notification pushed while older pages load could otherwise show twice. */
function uniqueById(notifications: Notification[]): Notification[] {
  const byId = new Map(notifications.map((notification) => [notification.id, notification]));
  return [...byId.values()];
}

/** The signed-in user's notifications, newest first, with the unread and total counts. */
export function useNotifications() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const query = useInfiniteQuery({ ...notificationsQueryOptions({ online }), enabled: user !== null });
  const first = query.data?.pages[0];
  const notifications = uniqueById((query.data?.pages ?? []).flatMap((page) => page.notifications));
  return {
    ...query,
    notifications,
    unreadCount: Math.max(0, first?.unread_count ?? 0),
    totalCount: Math.max(notifications.length, first?.total_count ?? 0),
  };
}
