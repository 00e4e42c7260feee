import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { notification, notificationList } from '../test/notification-fixtures';

const DAY = 86_400_000;

const sample = () => [
  notification(1, {
    type: 'forum_thread',
    title: 'New reply in "Balancing equations"',
    message: 'okello replied in Chemistry.',
    data: { thread_id: 5, course_id: 9, url: '/courses/9/forum/thread/5' },
    related_course_id: 9,
  }),
  notification(2, {
    type: 'course_message',
    title: 'New message in Chemistry',
    message: 'See you on Friday.',
    data: { sender_name: 'Grace Nakato', url: '/messages' },
  }),
  notification(3, {
    type: 'course_message',
    title: 'New message in Biology',
    message: 'Your lab report looks good.',
    is_read: true,
    created_at: new Date(Date.now() - 2 * DAY).toISOString(),
  }),
  notification(4, {
    type: 'announcement',
    title: 'Exam moved',
    message: 'The exam is now on Monday.',
    is_read: true,
    created_at: '2025-11-03T09:00:00.000Z',
  }),
];

function api(list = sample(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, student),
    'GET /api/notifications/': () => json(200, notificationList(list)),
    ...extra,
  });
}

describe('notifications page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    mockApi({});
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Sign In' })).toBeInTheDocument();
  });

  it('searches, filters by type with counts and says when nothing matches', async () => {
    signInAs(student);
    api();
    const { user } = renderApp('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 4 notifications')).toBeInTheDocument();
    expect(within(list).getByText('Nov 3, 2025')).toBeInTheDocument();
    expect(within(list).getByText('2d ago')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'chemistry');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 4 notifications')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search notifications' }));

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const chips = screen.getByRole('group', { name: 'Filter by type' });
    expect(within(chips).getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'Forum (1)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Announcements (1)' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Course messages (2)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Exam moved')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 4 notifications')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'exam');
    expect(screen.getByRole('heading', { name: 'No matching notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 4 of 4 notifications')).toBeInTheDocument();
  });

  it('marks one or all read, with the unread count on the button', async () => {
    signInAs(student);
    const fetchMock = api(sample(), {
      'POST /api/notifications/1/read/': () => json(200, { message: 'ok', unread_count: 1 }),
      'POST /api/notifications/mark-all-read/': () => json(200, { message: 'ok', unread_count: 0 }),
    });
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('button', { name: /^Mark Read: New reply/ }));
    expect(await screen.findByRole('button', { name: 'Mark All Read (1)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Mark Read: New reply/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/notifications/1/read/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark All Read (1)' }));
    expect(await screen.findByRole('button', { name: 'Mark All Read (0)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Mark Read/ })).not.toBeInTheDocument();
  });

  it('deletes one after confirming, says so when it fails, and deletes all with the count', async () => {
    signInAs(student);
    let failDelete = true;
    api(sample(), {
      'DELETE /api/notifications/2/delete/': () =>
        failDelete
          ? apiError(500, 'Server error', 'server_error')
          : json(200, { message: 'ok', unread_count: 1 }),
      'DELETE /api/notifications/delete-all/': () =>
        json(200, { message: '3 notifications deleted.', unread_count: 0 }),
    });
    const { user } = renderApp('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(within(list).getByRole('button', { name: 'Delete: New message in Chemistry' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this notification?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
    expect(within(list).getByText('New message in Chemistry')).toBeInTheDocument();

    failDelete = false;
    await user.click(within(list).getByRole('button', { name: 'Delete: New message in Chemistry' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('New message in Chemistry')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 3 of 3 notifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete all 3 notifications?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete All' })).not.toBeInTheDocument();
  });

  it('marks an unread notification read, then opens what it is about', async () => {
    signInAs(student);
    const fetchMock = api(sample(), {
      'POST /api/notifications/1/read/': () => json(200, { message: 'ok', unread_count: 1 }),
    });
    const { user, router } = renderApp('/notifications');

    await user.click(await screen.findByRole('button', { name: /^New reply in "Balancing equations"/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/9/forum/thread/5'));
    expect(callsTo(fetchMock, 'POST', '/api/notifications/1/read/')).toHaveLength(1);
  });

  it('reads in the learner’s language, dates included', async () => {
    const swahiliReader = { ...student, language_preference: 'sw' as const };
    signInAs(swahiliReader);
    mockApi({
      'GET /api/auth/profile/': () => json(200, swahiliReader),
      'GET /api/notifications/': () => json(200, notificationList(sample())),
    });
    renderApp('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Arifa' })).toBeInTheDocument();
    expect(await screen.findByText('Inaonyesha arifa 4 kati ya 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weka zote zimesomwa (2)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Arifa' });
    expect(within(list).getByText('3 Nov 2025')).toBeInTheDocument();
    expect(within(list).getAllByText('Ujumbe wa kozi')).toHaveLength(2);
  });

  it('says when there are no notifications and loads older ones on request', async () => {
    signInAs(student);
    const older = notification(60, { title: 'An older notice' });
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/notifications/': ({ url }) =>
        url.searchParams.get('before') === '1'
          ? json(200, notificationList([older], { total_count: 2 }))
          : json(200, notificationList([notification(1)], { total_count: 2, has_more: true })),
    });
    const { user } = renderApp('/notifications');

    expect(await screen.findByText('Showing 1 of 2 notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older notifications' }));
    expect(await screen.findByText('An older notice')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older notifications' })).not.toBeInTheDocument();
  });
});
