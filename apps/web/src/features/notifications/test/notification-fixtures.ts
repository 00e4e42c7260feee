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

type Listener = (event: MessageEvent | Event) => void;

/** Stands in for the browser's EventSource, which jsdom lacks; tests push events through it. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private listeners = new Map<string, Listener[]>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener() {}

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }

  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }
}
