import type { I18n } from '@lingui/core';
import type { Notification, NotificationType } from '@somo/contract/notifications';
import { notificationWords } from './notification-text';

export type NotificationFilters = { search: string; type: NotificationType | null };

/** Searches the words as the reader sees them, in the interface language. */
export function filterNotifications(
  notifications: Notification[],
  { search, type, i18n }: NotificationFilters & { i18n: I18n },
) {
  const needle = search.trim().toLocaleLowerCase();
  return notifications.filter((notification) => {
    if (type !== null && notification.type !== type) return false;
    if (!needle) return true;
    const { title, message } = notificationWords(notification, i18n);
    return title.toLocaleLowerCase().includes(needle) || message.toLocaleLowerCase().includes(needle);
  });
}

/** How many of each type there are, for the filter chips. */
export function countByType(notifications: Notification[]): Map<NotificationType, number> {
  const counts = new Map<NotificationType, number>();
  for (const { type } of notifications) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}
