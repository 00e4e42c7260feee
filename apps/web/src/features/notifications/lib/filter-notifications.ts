import type { Notification, NotificationType } from '@somo/contract/notifications';

export type NotificationFilters = { search: string; type: NotificationType | null };

export function filterNotifications(notifications: Notification[], { search, type }: NotificationFilters) {
  const needle = search.trim().toLowerCase();
  return notifications.filter(
    (notification) =>
      (type === null || notification.type === type) &&
      (!needle ||
        notification.title.toLowerCase().includes(needle) ||
        notification.message.toLowerCase().includes(needle)),
  );
}

/** How many of each type there are, for the filter chips. */
export function countByType(notifications: Notification[]): Map<NotificationType, number> {
  const counts = new Map<NotificationType, number>();
  for (const { type } of notifications) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}
