import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminUser } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-users-page');
}, 120_000);

const people = () => [
  adminUser({ id: 1, username: 'chief', first_name: 'Chief', last_name: 'Admin', role: 'admin' }),
  adminUser({ id: 2, username: 'demo_admin', role: 'admin', is_superuser: true }),
  adminUser({
    id: 3,
    username: 'gnakato',
    first_name: 'Grace',
    last_name: 'Nakato',
    email: 'grace@example.com',
  }),
  adminUser({ id: 4, username: 'no_name_yet', first_name: '', last_name: '' }),
];

function usersApi(reset: Parameters<typeof mockApi>[0][string]) {
  const users = people();
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/users/': () => json(200, { users, total: users.length, overall_total: users.length }),
    'POST /api/admin/users/3/password-reset/': reset,
  });
}

describe('User Management: names and password reset links', { timeout: 60_000 }, () => {
  it('names people by full name with initials from it, or by username when they gave no name', async () => {
    signInAs(admin);
    usersApi(() => json(200, { message: 'unused' }));
    renderApp('/admin/users');

    const grace = await screen.findByRole('article', { name: 'Grace Nakato' }, LOAD);
    expect(grace).toHaveTextContent('@gnakato');
    expect(grace.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GN');
    const unnamed = screen.getByRole('article', { name: 'no_name_yet' });
    expect(unnamed.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'N');
  });

  it('asks first, then sends the link and reports it above the list', async () => {
    signInAs(admin);
    const fetchMock = usersApi(() =>
      json(200, { message: 'A password reset link has been sent to grace@example.com.' }),
    );
    const { user } = renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Reset password for gnakato' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Send password reset link' });
    expect(dialog).toHaveTextContent('Send Grace Nakato an e-mail at grace@example.com');
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/3/password-reset/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'A password reset link has been sent to grace@example.com.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/3/password-reset/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the admin cancels, and shows the server’s reason for a refusal', async () => {
    signInAs(admin);
    const fetchMock = usersApi(() =>
      apiError(403, 'Superuser accounts cannot be changed or deleted.', 'forbidden'),
    );
    const { user } = renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Reset password for gnakato' }, LOAD));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/3/password-reset/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset password for gnakato' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to send the password reset link: Superuser accounts cannot be changed or deleted.',
    );
  });

  it('offers no reset for a superuser or the admin’s own account', async () => {
    signInAs(admin);
    usersApi(() => json(200, { message: 'unused' }));
    renderApp('/admin/users');

    await screen.findByRole('article', { name: 'Grace Nakato' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Reset password for demo_admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password for chief' })).not.toBeInTheDocument();
  });
});
