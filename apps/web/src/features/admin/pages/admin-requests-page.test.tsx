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
        status: 'approved',
        approved_by: 'chief',
        approved_at: '2026-01-20T10:00:00Z',
      }),
      adminRequest({
        id: 3,
        username: 'kato',
        status: 'rejected',
        rejection_reason: 'Not staff',
        approved_at: '2026-01-19T10:00:00Z',
      }),
    ]);
    renderApp('/admin/requests');

    const list = await screen.findByRole('region', { name: 'Requests' }, LOAD);
    const [pending, approved, rejected] = within(list).getAllByRole('article');
    expect(pending).toHaveTextContent('Pending');
    expect(within(pending as HTMLElement).getByRole('button', { name: 'Approve rose' })).toBeEnabled();
    expect(approved).toHaveTextContent('Approved by chief on');
    expect(within(approved as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reason: Not staff');
    expect(within(rejected as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('1 request is waiting for a decision.');
  });

  it('approves a request and says so above the list', async () => {
    signInAs(admin);
    const fetchMock = requestsApi([adminRequest({ id: 5, username: 'rose' })]);
    const { user } = renderApp('/admin/requests');

    await user.click(await screen.findByRole('button', { name: 'Approve rose' }, LOAD));
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Admin request approved successfully!',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/requests/5/approve/')).toHaveLength(1);
    expect(await screen.findByText(/Approved by chief/, undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve rose' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason; an empty reason or Cancel sends nothing', async () => {
    signInAs(admin);
    const fetchMock = requestsApi([adminRequest({ id: 5, username: 'rose' })]);
    const { user } = renderApp('/admin/requests');

    await user.click(await screen.findByRole('button', { name: 'Reject rose' }, LOAD));
    let dialog = await screen.findByRole('dialog', { name: 'Reject admin request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject rose' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject admin request' });
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
    await user.click(await screen.findByRole('button', { name: 'Approve rose' }, LOAD));
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
