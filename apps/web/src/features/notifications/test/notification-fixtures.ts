import type { Notification, NotificationList } from '@somo/contract/notifications';

const MINUTE = 60_000;

export function notification(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'system',
    title: `Notice ${id}`,
    message: `Message ${id}`,
    is_read: false,
    created_at: new Date(Date.now() - id * MINUTE).toISOString(),
    related_course_id: null,
    data: {},
    ...extra,
  };
}

export function notificationList(notifications: Notification[], extra: Partial<NotificationList> = {}) {
  return {
    notifications,
    unread_count: notifications.filter((item) => !item.is_read).length,
    total_count: notifications.length,
    has_more: false,
    ...extra,
  } satisfies NotificationList;
}

/**
 * A live notification stream as the server answers it: tests push server-sent events through it and end it.
 * `request` is what the client sent, to check its URL and headers.
 */
export function eventStream(request: { headers: Headers; url: URL }) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    request,
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    emit(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller?.close();
    },
  };
}

export type EventStream = ReturnType<typeof eventStream>;
