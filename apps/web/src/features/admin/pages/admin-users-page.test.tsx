import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@somo/contract/admin';
import { ERROR_MESSAGES } from '../../../lib/error-messages';
import { i18n } from '../../../lib/i18n/i18n';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminUser } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-users-page');
}, 120_000);

function people(): AdminUser[] {
  return [
    adminUser({ id: 1, username: 'chief', first_name: 'Chief', last_name: 'Admin', role: 'admin' }),
    adminUser({ id: 2, username: 'demo_admin', role: 'admin', is_superuser: true }),
    adminUser({ id: 3, username: 'amina', first_name: 'Amina', last_name: 'Nakato' }),
    adminUser({ id: 4, username: 'grace', first_name: 'Grace', role: 'instructor', is_active: false }),
  ];
}

function usersApi(users: AdminUser[], extra: Parameters<typeof mockApi>[0] = {}, me = admin) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, me),
    'GET /api/admin/users/': () => json(200, { users, total: users.length, overall_total: 120 }),
    'PUT /api/admin/users/3/role/': ({ body }) => {
      const target = users.find((u) => u.id === 3);
      if (target) target.role = (body as { role: AdminUser['role'] }).role;
      return json(200, { message: 'User role updated successfully', user: target });
    },
    'PUT /api/admin/users/3/status/': ({ body }) => {
      const target = users.find((u) => u.id === 3);
      if (target) target.is_active = (body as { is_active: boolean }).is_active;
      return json(200, { message: 'User deactivated successfully', user: target });
    },
    'DELETE /api/admin/users/3/delete/': () => {
      users.splice(
        users.findIndex((u) => u.id === 3),
        1,
      );
      return json(200, { message: 'User amina and all associated data deleted successfully' });
    },
    ...extra,
  });
}

const row = (name: string) => screen.getByRole('article', { name });

describe('User Management', { timeout: 60_000 }, () => {
  it('lists users with their details; superusers and the admin’s own row cannot be changed', async () => {
    signInAs(admin);
    usersApi(people());
    renderApp('/admin/users');

    expect(await screen.findByText('Showing 4 of 120 users', undefined, LOAD)).toBeInTheDocument();
    const amina = row('Amina Nakato');
    expect(amina).toHaveTextContent('@amina');
    expect(amina).toHaveTextContent('amina@example.com');
    expect(amina).toHaveTextContent('Joined Jan 15, 2026');
    expect(amina).toHaveTextContent('Active');
    expect(within(amina).getByRole('combobox', { name: 'Role for amina' })).toHaveValue('student');
    expect(within(amina).getByRole('button', { name: 'Deactivate amina' })).toBeEnabled();
    expect(within(amina).getByRole('button', { name: 'Delete amina' })).toBeEnabled();
    expect(within(row('Grace')).getByRole('button', { name: 'Activate grace' })).toBeInTheDocument();
    expect(row('Grace')).toHaveTextContent('Inactive');

    const superuser = row('demo_admin');
    expect(superuser).toHaveTextContent('SUPERUSER');
    expect(superuser).toHaveTextContent('Superusers cannot be changed');
    expect(within(superuser).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(superuser).queryByRole('button')).not.toBeInTheDocument();
    const me = row('Chief Admin');
    expect(me).toHaveTextContent('This is your account');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses, filters by role and status, and pages', async () => {
    signInAs(admin);
    const many = Array.from({ length: 25 }, (_, n) => adminUser({ id: 100 + n, username: `learner${n}` }));
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/users/': () => json(200, { users: many, total: 60, overall_total: 120 }),
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Showing 60 of 120 users', undefined, LOAD);
    const lastQuery = () => {
      const calls = callsTo(fetchMock, 'GET', '/api/admin/users/');
      return new URL(String(calls.at(-1)?.[0])).searchParams;
    };
    expect(lastQuery().get('limit')).toBe('25');
    expect(lastQuery().get('offset')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('offset')).toBe('25'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    const before = callsTo(fetchMock, 'GET', '/api/admin/users/').length;
    await user.type(screen.getByLabelText('Search users'), 'zaw');
    await waitFor(() => expect(lastQuery().get('search')).toBe('zaw'), LOAD);
    // One request for the whole word, not one per key press; a new search starts at the first page.
    expect(callsTo(fetchMock, 'GET', '/api/admin/users/').length).toBe(before + 1);
    expect(lastQuery().get('offset')).toBe('0');

    await user.selectOptions(screen.getByLabelText('Role'), 'instructor');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => {
      expect(lastQuery().get('role')).toBe('instructor');
      expect(lastQuery().get('status')).toBe('inactive');
    });
  });

  it('changes a role, deactivates, and reports each change above the list', async () => {
    signInAs(admin);
    const fetchMock = usersApi(people());
    const { user } = renderApp('/admin/users');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role for amina' }, LOAD),
      'instructor',
    );
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent('User role updated successfully');
    const [roleCall] = callsTo(fetchMock, 'PUT', '/api/admin/users/3/role/');
    expect(JSON.parse(String(roleCall?.[1]?.body))).toEqual({ role: 'instructor' });

    await user.click(screen.getByRole('button', { name: 'Deactivate amina' }));
    expect(await screen.findByText('User deactivated successfully', undefined, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate amina' }, LOAD)).toBeInTheDocument();
  });

  it('prefers the server’s reason when a change is refused', async () => {
    signInAs(admin);
    usersApi(people(), {
      'PUT /api/admin/users/3/status/': () =>
        apiError(403, 'Superuser accounts cannot be changed or deleted.', 'forbidden'),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Deactivate amina' }, LOAD));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Superuser accounts cannot be changed or deleted.',
    );
  });

  it('speaks the admin’s language, and explains a refusal by its code there', async () => {
    const french = { ...admin, language_preference: 'fr' as const };
    signInAs(french);
    usersApi(
      people(),
      {
        'PUT /api/admin/users/3/status/': () =>
          apiError(403, 'Superuser accounts cannot be changed or deleted.', 'forbidden'),
      },
      french,
    );
    const { user } = renderApp('/admin/users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestion des utilisateurs' }, LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('4 utilisateurs affichés sur 120', undefined, LOAD)).toBeInTheDocument();
    expect(row('Amina Nakato')).toHaveTextContent('Apprenant');
    await user.click(screen.getByRole('button', { name: 'Désactiver amina' }));
    // The server's English words give way to what its code means, in French.
    const refusal = await screen.findByRole('alert', {}, LOAD);
    expect(refusal).toHaveTextContent(i18n._(ERROR_MESSAGES.forbidden));
    expect(refusal).not.toHaveTextContent(/Superuser|permission/);
  });

  it('deletes a student after a dialog that lists what goes with the account', async () => {
    signInAs(admin);
    const fetchMock = usersApi(people());
    const { user } = renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete amina' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete amina?');
    const removed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(removed).toEqual([
      'User account and profile',
      'All course enrollments',
      'Assessment submissions and progress',
      'Reviews and ratings',
    ]);
    expect(dialog).toHaveTextContent('This action cannot be undone!');

    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'User amina and all associated data deleted successfully',
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/users/3/delete/')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Amina Nakato' })).not.toBeInTheDocument(),
    );
  });

  it('lists an instructor’s courses, lessons and enrolments in the delete dialog', async () => {
    signInAs(admin);
    usersApi(people());
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete grace' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'User account and profile',
      'All their courses',
      'All lessons and assessments',
      'Student enrollments in their courses',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No users found when nothing matches', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/users/': () => json(200, { users: [], total: 0, overall_total: 12 }),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No users found' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 users')).toBeInTheDocument();
  });

  it('says when the users cannot be fetched', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/users/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to fetch users');
  });
});
