import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRequestItem } from '@somo/contract/admin';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminRequest } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-requests-page');
}, 120_000);

function requestsApi(requests: AdminRequestItem[]) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/requests/all/': () => json(200, { admin_requests: requests }),
    'POST /api/admin/requests/5/approve/': () => {
      const request = requests.find((item) => item.id === 5);
      if (request)
        Object.assign(request, {
          status: 'approved',
          approved_by: 'chief',
          approved_at: '2026-02-02T10:00:00Z',
        });
      return json(200, { message: 'Admin request approved successfully!' });
    },
    'POST /api/admin/requests/5/reject/': ({ body }) => {
      const request = requests.find((item) => item.id === 5);
      const { reason } = body as { reason: string };
      if (request)
        Object.assign(request, { status: 'rejected', rejection_reason: reason, approved_by: 'chief' });
      return json(200, { message: 'Admin request rejected successfully!' });
    },
  });
}

describe('Admin Registration Requests', { timeout: 60_000 }, () => {
  it('lists requests with their status; only pending ones offer Approve and Reject', async () => {
    signInAs(admin);
    requestsApi([
      adminRequest({ id: 5, username: 'rose' }),
      adminRequest({
        id: 4,
        username: 'otieno',
        first_name: 'Otieno',
        last_name: 'Okoth',
        status: 'approved',
        approved_by: 'chief',
        approved_by_name: 'Chief Admin',
        approved_at: '2026-01-20T10:00:00Z',
      }),
      adminRequest({
        id: 3,
        username: 'kato',
        first_name: '',
        last_name: '',
        status: 'rejected',
        approved_by: 'grace',
        rejection_reason: 'Not staff',
        approved_at: '2026-01-19T10:00:00Z',
      }),
    ]);
    renderApp('/admin/requests');

    const list = await screen.findByRole('region', { name: 'Requests' }, LOAD);
    const [pending, approved, rejected] = within(list).getAllByRole('article');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveAccessibleName('Rose Achieng');
    expect(
      within(pending as HTMLElement).getByRole('button', { name: 'Approve Rose Achieng' }),
    ).toBeEnabled();
    expect(approved).toHaveAccessibleName('Otieno Okoth');
    expect(approved).toHaveTextContent('Approved by Chief Admin on');
    // Without a name, a person is shown by username, and the avatar's initials follow what is shown.
    expect(rejected).toHaveAccessibleName('kato');
    expect(rejected).toHaveTextContent('Rejected by grace on');
    expect(pending?.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'RA');
    expect(rejected?.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'K');
    expect(within(approved as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reason: Not staff');
    expect(within(rejected as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('1 request is waiting for a decision.');
  });

  it('asks before approving: Cancel sends nothing, Approve Request approves and says so', async () => {
    signInAs(admin);
    const fetchMock = requestsApi([adminRequest({ id: 5, username: 'rose' })]);
    const { user } = renderApp('/admin/requests');

    const approveButton = await screen.findByRole('button', { name: 'Approve Rose Achieng' }, LOAD);
    await user.click(approveButton);
    let dialog = await screen.findByRole('dialog', { name: 'Approve admin request' });
    expect(dialog).toHaveAccessibleDescription('Give Rose Achieng an administrator account?');
    expect(dialog).toHaveTextContent('Rose Achieng (@rose) will be able to manage users');
    expect(dialog).toHaveTextContent('An e-mail with the sign-in link goes to rose@example.com.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/requests/5/approve/')).toHaveLength(0);
    await waitFor(() => expect(approveButton).toHaveFocus());

    // The keyboard alone: Enter opens it, Escape closes it, Tab reaches the confirm button.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Approve admin request' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/requests/5/approve/')).toHaveLength(0);
    await waitFor(() => expect(approveButton).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Approve admin request' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Approve Request' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Admin request approved successfully!',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/requests/5/approve/')).toHaveLength(1);
    expect(await screen.findByText(/Approved by chief/, undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Rose Achieng' })).not.toBeInTheDocument();
    // The buttons are gone, so focus waits on the decided request's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Rose Achieng' })).toHaveFocus();
  });

  it('refreshes the bell after a decision, since the request’s notifications are now read', async () => {
    signInAs(admin);
    const requests = [adminRequest({ id: 5, username: 'rose' })];
    const notification = {
      id: 70,
      type: 'admin_request',
      title: 'New admin request',
      message: 'rose asked for an administrator account.',
      is_read: false,
      created_at: '2026-02-01T08:30:00.000Z',
      related_course_id: null,
      data: { url: '/admin/requests', request_id: 5 },
    };
    const bellAnswer = () =>
      json(200, {
        notifications: [notification],
        unread_count: notification.is_read ? 0 : 1,
        total_count: 1,
        has_more: false,
      });
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/requests/all/': () => json(200, { admin_requests: requests }),
      'GET /api/notifications/': bellAnswer,
      'POST /api/admin/requests/5/approve/': () => {
        // What the server does: deciding marks the request's notifications read for every admin.
        notification.is_read = true;
        Object.assign(requests[0] ?? {}, { status: 'approved', approved_by: 'chief' });
        return json(200, { message: 'Admin request approved successfully!' });
      },
    });
    const { user } = renderApp('/admin/requests');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve Rose Achieng' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Approve Request' }));
    await screen.findByRole('status', {}, LOAD);
    expect(await screen.findByRole('button', { name: 'Notifications' }, LOAD)).toBeInTheDocument();
  });

  it('rejects only with a reason; an empty reason or Cancel sends nothing', async () => {
    signInAs(admin);
    const fetchMock = requestsApi([adminRequest({ id: 5, username: 'rose' })]);
    const { user } = renderApp('/admin/requests');

    await user.click(await screen.findByRole('button', { name: 'Reject Rose Achieng' }, LOAD));
    let dialog = await screen.findByRole('dialog', { name: 'Reject admin request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Rose Achieng' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject Rose Achieng' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject admin request' });
    expect(dialog).toHaveAccessibleDescription('Tell Rose Achieng why their request is rejected.');
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(within(dialog).getByText('Please give a reason for rejecting this request.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/requests/5/reject/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Not on the staff list');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Admin request rejected successfully!',
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/requests/5/reject/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Not on the staff list' });
    await waitFor(
      () => expect(screen.getByRole('article')).toHaveTextContent('Reason: Not on the staff list'),
      LOAD,
    );
  });

  it('shows the failures in red', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/requests/all/': () =>
        json(200, { admin_requests: [adminRequest({ id: 5, username: 'rose' })] }),
      'POST /api/admin/requests/5/approve/': () =>
        apiError(409, 'An account with this username or e-mail already exists.', 'conflict'),
    });
    const { user } = renderApp('/admin/requests');
    await user.click(await screen.findByRole('button', { name: 'Approve Rose Achieng' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Approve Request' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to approve request: An account with this username or e-mail already exists.',
    );
  });

  it('says when the requests cannot be fetched', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/requests/all/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/admin/requests');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to fetch admin requests');
  });
});
