import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@somo/contract/notifications';
import { notificationKeys } from '../../../api/notifications';

export type NotificationPages = InfiniteData<NotificationList, number | undefined>;

function update(queryClient: QueryClient, change: (data: NotificationPages) => NotificationPages) {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
    data ? change(data) : data,
  );
}

/** Applies `change` to every page, then sets the counts every page carries. */
function mapPages(
  data: NotificationPages,
  change: (notifications: Notification[]) => Notification[],
  counts: (page: NotificationList) => Pick<NotificationList, 'unread_count' | 'total_count'>,
): NotificationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: change(page.notifications),
      ...counts(page),
    })),
  };
}

/** A notification pushed by the server goes on top, once, with the unread count it came with. */
export function addNotification(queryClient: QueryClient, notification: Notification, unreadCount: number) {
  update(queryClient, (data) => {
    if (data.pages.some((page) => page.notifications.some((item) => item.id === notification.id)))
      return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const counts = (page: NotificationList) => ({
      unread_count: unreadCount,
      total_count: page.total_count + 1,
    });
    return {
      ...data,
      pages: [
        { ...first, notifications: [notification, ...first.notifications], ...counts(first) },
        ...rest.map((page) => ({ ...page, ...counts(page) })),
      ],
    };
  });
}

export function setUnreadCount(queryClient: QueryClient, unreadCount: number) {
  update(queryClient, (data) =>
    mapPages(
      data,
      (items) => items,
      (page) => ({ unread_count: unreadCount, total_count: page.total_count }),
    ),
  );
}

export function markReadInCache(queryClient: QueryClient, id: number) {
  update(queryClient, (data) => {
    const wasUnread = data.pages.some((page) =>
      page.notifications.some((item) => item.id === id && !item.is_read),
    );
    return mapPages(
      data,
      (items) => items.map((item) => (item.id === id ? { ...item, is_read: true } : item)),
      (page) => ({
        // The unread count never goes below 0 (spec 01 §4).
        unread_count: Math.max(0, page.unread_count - (wasUnread ? 1 : 0)),
        total_count: page.total_count,
      }),
    );
  });
}

export function markAllReadInCache(queryClient: QueryClient) {
  update(queryClient, (data) =>
    mapPages(
      data,
      (items) => items.map((item) => ({ ...item, is_read: true })),
      (page) => ({ unread_count: 0, total_count: page.total_count }),
    ),
  );
}

export function removeFromCache(queryClient: QueryClient, id: number, unreadCount: number) {
  update(queryClient, (data) => {
    const present = data.pages.some((page) => page.notifications.some((item) => item.id === id));
    return mapPages(
      data,
      (items) => items.filter((item) => item.id !== id),
      (page) => ({
        unread_count: unreadCount,
        total_count: Math.max(0, page.total_count - (present ? 1 : 0)),
      }),
    );
  });
}

export function clearCache(queryClient: QueryClient) {
  update(queryClient, (data) => ({
    pages: [{ notifications: [], unread_count: 0, total_count: 0, has_more: false }],
    pageParams: [data.pageParams[0]],
  }));
}
