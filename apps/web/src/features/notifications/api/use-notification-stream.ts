import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@somo/contract/notifications';
import { apiBaseUrl } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session-storage';
import { addNotification, type NotificationPages } from './notification-cache';
import { notificationKeys } from './notification-keys';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

type Pushed = Notification & { unread_count: number };

function streamUrl(token: string): string {
  return `${apiBaseUrl()}/notifications/stream/?${new URLSearchParams({ access_token: token }).toString()}`;
}

function readData<T>(event: Event): T | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the shared notification list live over server-sent events (decision 0004). The server ends a
 * stream when its token expires; reloading the list first goes through the API client, which renews the
 * token, and the stream then reopens with the fresh one. Polling stays on as the fallback.
 */
export function useNotificationStream(userId: number | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let failures = 0;
    let stopped = false;

    const reconnectLater = () => {
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retryTimer = window.setTimeout(() => {
        void queryClient.refetchQueries({ queryKey: notificationKeys.list() }).then(connect);
      }, delay);
    };

    function connect() {
      const token = getAccessToken();
      if (stopped || !token) return;
      source = new EventSource(streamUrl(token));
      source.addEventListener('ready', (event) => {
        failures = 0;
        // A notification written between loading the list and opening the stream shows up as a
        // different unread count: reload the list then.
        const data = readData<{ unread_count: number }>(event);
        const cached = queryClient.getQueryData<NotificationPages>(notificationKeys.list())?.pages[0];
        if (data && cached && cached.unread_count !== data.unread_count)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      });
      source.addEventListener('notification', (event) => {
        const data = readData<Pushed>(event);
        if (!data) return;
        const { unread_count: unreadCount, ...notification } = data;
        addNotification(queryClient, notification, unreadCount);
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        if (!stopped) reconnectLater();
      });
    }

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [userId, queryClient]);
}
