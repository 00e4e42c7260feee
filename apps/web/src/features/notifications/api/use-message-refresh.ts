import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@somo/contract/notifications';
import { messagingKeys } from '../../../api/messages';

const isMessage = (notification: Notification) =>
  notification.type === 'message' || notification.type === 'course_message';

/**
 * A new message notification, pushed or polled, means a conversation changed: open threads, contact
 * lists and unread counts reload, so a reply shows up without a page reload.
 */
export function useMessageRefresh(notifications: Notification[], loaded: boolean) {
  const queryClient = useQueryClient();
  const newest = notifications.find(isMessage)?.id ?? 0;
  const seen = useRef<number | null>(null);

  useEffect(() => {
    if (!loaded) return;
    if (seen.current !== null && newest > seen.current)
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    seen.current = Math.max(seen.current ?? 0, newest);
  }, [loaded, newest, queryClient]);
}
