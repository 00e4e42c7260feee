import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { splitKey } from '@somo/contract/endpoint';
import type { Notification } from '@somo/contract/notifications';
import { apiBaseUrl, type EndpointName } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session-storage';
import { addNotification, type NotificationPages } from './notification-cache';
import { notificationKeys } from '../../../api/notifications';
import { useOnlineStatus } from '../../../lib/use-online-status';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Read with fetch rather than the API client, which would wait for the whole body of an endless answer. */
const STREAM_ENDPOINT: EndpointName = 'GET /notifications/stream/';

type Pushed = Notification & { unread_count: number };

type StreamEvent = { event: string; data: string };

/**
 * Splits server-sent-event text into its complete events (comments and heartbeats skipped) and the unfinished
 * rest, which waits for the next chunk.
 */
export function parseEvents(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const [field = '', ...value] = line.split(':');
      const content = value.join(':').replace(/^ /, '');
      if (field === 'event') event = content;
      if (field === 'data') data.push(content);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

function readData<T>(event: StreamEvent): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/** Reads a server-sent-event response until the server ends it. */
async function readEvents(response: Response, onEvent: (event: StreamEvent) => void) {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const { events, rest } = parseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    events.forEach(onEvent);
  }
}

function isEventStream(response: Response) {
  return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** A refused token is renewed before the next try; a server that is busy or restarting is tried again. */
function worthRetrying(status: number) {
  return status === 401 || status === 429 || status >= 500;
}

/**
 * Keeps the shared notification list live over server-sent events (decision 0004), read with fetch so the
 * access token goes in the Authorization header, never in the URL. The server ends a stream when its token
 * expires or its session ends; reloading the list first goes through the API client, which renews the token
 * (or ends the session), and the stream then reopens with the fresh one. A stream replaced by the user's
 * newer tabs waits until this tab is looked at again. Polling stays on as the fallback. Offline the stream is
 * closed and no retry waits; on reconnect the list is reloaded once (catching up on what was missed) and the
 * stream reopens.
 */
export function useNotificationStream(userId: number | null) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const missedSome = useRef(false);

  useEffect(() => {
    if (userId === null) return;
    if (!online) {
      missedSome.current = true;
      return;
    }
    const stop = new AbortController();
    let retryTimer: number | undefined;
    let failures = 0;
    // Replaced by the user's newer tabs: waits until this tab is looked at again.
    let parked = false;

    const reloadList = () => queryClient.refetchQueries({ queryKey: notificationKeys.list() });

    const reconnectLater = () => {
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retryTimer = window.setTimeout(() => {
        void reloadList().then(connect);
      }, delay);
    };

    const onEvent = (event: StreamEvent) => {
      if (event.event === 'ready') {
        failures = 0;
        // A notification written between loading the list and opening the stream shows up as a
        // different unread count: reload the list then.
        const data = readData<{ unread_count: number }>(event);
        const cached = queryClient.getQueryData<NotificationPages>(notificationKeys.list())?.pages[0];
        if (data && cached && cached.unread_count !== data.unread_count)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }
      if (event.event === 'notification') {
        const data = readData<Pushed>(event);
        if (!data) return;
        const { unread_count: unreadCount, ...notification } = data;
        addNotification(queryClient, notification, unreadCount);
      }
    };

    async function connect() {
      const token = getAccessToken();
      if (stop.signal.aborted || !token) return;
      let replaced = false;
      const headers = new Headers({ Accept: 'text/event-stream' });
      headers.set('Authorization', `Bearer ${token}`);
      try {
        const response = await fetch(`${apiBaseUrl()}${splitKey(STREAM_ENDPOINT).path}`, {
          headers,
          signal: stop.signal,
        });
        if (!isEventStream(response)) {
          if (worthRetrying(response.status)) reconnectLater();
          return;
        }
        await readEvents(response, (event) => {
          if (event.event === 'closed') replaced = readData<{ reason: string }>(event)?.reason === 'replaced';
          else onEvent(event);
        });
      } catch {
        // The connection dropped; tried again below.
      }
      if (stop.signal.aborted) return;
      if (replaced) parked = true;
      else reconnectLater();
    }

    const onVisible = () => {
      if (!parked || document.visibilityState !== 'visible') return;
      parked = false;
      void connect();
    };

    document.addEventListener('visibilitychange', onVisible);
    if (missedSome.current) {
      missedSome.current = false;
      void reloadList().then(connect);
    } else {
      void connect();
    }
    return () => {
      stop.abort();
      window.clearTimeout(retryTimer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, online, queryClient]);
}
