import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { notificationsQueryOptions } from '../api/get-notifications';
import { eventStream, notification, notificationList, type EventStream } from '../test/notification-fixtures';
import { setOnline } from '../../../test/network';

const base = {
  'GET /api/auth/profile/': () => json(200, student),
  'GET /api/courses/': () => json(200, []),
};

async function openBell(
  user: ReturnType<typeof renderApp>['user'],
  name: string | RegExp = /^Notifications/,
) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The fake API's live stream: each connection the client opens, newest last. */
function streamEndpoint() {
  const streams: EventStream[] = [];
  const handler = (request: { headers: Headers; url: URL }) => {
    const stream = eventStream(request);
    streams.push(stream);
    return stream.response;
  };
  return { streams, latest: () => streams.at(-1), handler };
}

/** A student on the catalogue, the (empty) list loaded once and the live stream open. */
async function openStream() {
  signInAs(student);
  const live = streamEndpoint();
  const fetchMock = mockApi({
    ...base,
    'GET /api/notifications/': () => json(200, notificationList([])),
    'GET /api/notifications/stream/': live.handler,
  });
  renderApp('/courses');
  await waitFor(() => expect(live.streams).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(1));
  return { live, fetchMock };
}

describe('notification bell', () => {
  it('polls every 30 seconds, and not while offline', () => {
    expect(notificationsQueryOptions().refetchInterval).toBe(30_000);
    expect(notificationsQueryOptions({ online: false }).refetchInterval).toBe(false);
  });

  it('caps the unread badge at 99+, lists the latest with relative times and marks all read', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      ...base,
      'GET /api/notifications/': () =>
        json(
          200,
          notificationList(
            [
              notification(1, { title: 'New discussion in Chemistry', created_at: new Date().toISOString() }),
              notification(2, {
                title: 'Course published',
                created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
              }),
              notification(3, {
                title: 'Enrollment confirmed',
                is_read: true,
                created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
              }),
            ],
            { unread_count: 120, total_count: 122 },
          ),
        ),
      'POST /api/notifications/mark-all-read/': () =>
        json(200, { message: 'All notifications marked as read.', unread_count: 0 }),
    });
    const { user } = renderApp('/courses');

    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(bell).toHaveTextContent('99+');
    const menu = await openBell(user);
    const items = within(menu).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('New discussion in Chemistry');
    expect(items[0]).toHaveTextContent('Just now');
    expect(items[1]).toHaveTextContent('5m ago');
    expect(items[2]).toHaveTextContent('3d ago');
    expect(within(menu).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await user.click(within(menu).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent('99+');
    expect(callsTo(fetchMock, 'POST', '/api/notifications/mark-all-read/')).toHaveLength(1);
    expect(within(menu).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then says when there is nothing', async () => {
    signInAs(student);
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      ...base,
      'GET /api/notifications/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/courses');

    const menu = await openBell(user, 'Notifications');
    expect(within(menu).getByText('Loading notifications...')).toBeInTheDocument();
    answer(json(200, notificationList([])));
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('marks a notification read before following it', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      ...base,
      'GET /api/notifications/': () =>
        json(
          200,
          notificationList([
            notification(4, {
              type: 'course_message',
              title: 'New message in Chemistry',
              data: { sender_name: 'Grace Nakato', url: '/messages', course_id: 9 },
              related_course_id: 9,
            }),
          ]),
        ),
      'POST /api/notifications/4/read/': () =>
        json(200, { message: 'Notification marked as read.', unread_count: 0 }),
    });
    const { user, router } = renderApp('/courses');

    const menu = await openBell(user, 'Notifications, 1 unread');
    await user.click(within(menu).getByRole('button', { name: /New message in Chemistry/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe('?search=Grace+Nakato');
    expect(callsTo(fetchMock, 'POST', '/api/notifications/4/read/')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows a pushed notification at once and reconnects with a fresh token when the stream ends', async () => {
    signInAs(student);
    const live = streamEndpoint();
    const fetchMock = mockApi({
      ...base,
      'GET /api/notifications/': () => json(200, notificationList([notification(1, { is_read: true })])),
      'GET /api/notifications/stream/': live.handler,
    });
    const { user } = renderApp('/courses');

    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(live.streams).toHaveLength(1));
    const stream = live.latest();
    // The token goes in the header, never in the URL (URLs end up in logs and history).
    expect(stream?.request.url.href).toBe('http://localhost:3000/api/notifications/stream/');
    expect(stream?.request.headers.get('Authorization')).toBe('Bearer access-1');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(1));

    stream?.emit('ready', { unread_count: 0 });
    stream?.emit('notification', {
      ...notification(50, { title: 'New message in Chemistry', created_at: new Date().toISOString() }),
      unread_count: 1,
    });
    const menu = await openBell(user, 'Notifications, 1 unread');
    expect(within(menu).getByText('New message in Chemistry')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(1);

    // The server ends a stream when its token expires; meanwhile the client holds a new one.
    window.localStorage.setItem('authToken', 'access-2');
    stream?.end();
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.latest()?.request.headers.get('Authorization')).toBe('Bearer access-2');
    expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(2);
  });

  it('waits until the tab is looked at again when newer tabs replaced its stream', async () => {
    const { live, fetchMock } = await openStream();

    live.latest()?.emit('closed', { reason: 'replaced' });
    live.latest()?.end();
    await waitFor(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(live.streams).toHaveLength(2);
    });
    // Reopened because the tab was looked at, not by the retry after a lost stream, which reloads the list first.
    expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(1);
  });

  it('closes the stream while offline and, on reconnect, reloads the list once and reopens it', async () => {
    const { live, fetchMock } = await openStream();

    setOnline(false);
    const [first] = callsTo(fetchMock, 'GET', '/api/notifications/stream/');
    await waitFor(() => expect(first?.[1]?.signal?.aborted).toBe(true));
    // The dropped connection ends the stream; no retry is planned while offline.
    live.latest()?.end();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(live.streams).toHaveLength(1);

    setOnline(true);
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', '/api/notifications/')).toHaveLength(2);
  });

  it('leaves it to polling when the server has no stream', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      ...base,
      'GET /api/notifications/': () => json(200, notificationList([notification(3)])),
    });
    renderApp('/courses');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/notifications/stream/')).toHaveLength(1);
  });
});
