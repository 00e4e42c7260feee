import { useNavigate } from 'react-router';
import type { Notification } from '@somo/contract/notifications';
import { useAuth } from '../../../lib/auth/auth-context';
import { notificationRoute } from '../lib/notification-route';
import { useMarkNotificationRead } from './notification-mutations';

/** Clicking a notification marks it read first, then follows the spec's routing table. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const markRead = useMarkNotificationRead();
  return async (notification: Notification) => {
    // A failed mark-as-read must not keep the user from what the notification is about.
    if (!notification.is_read) await markRead.mutateAsync(notification.id).catch(() => undefined);
    await navigate(notificationRoute(notification, user?.role ?? null));
  };
}
