import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@somo/contract/auth';
import { json, mockApi } from '../../test/mock-api';
import { renderApp, signInAs, student } from '../../test/render-app';

// Pages load lazily and these tests run beside many others: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

function showAs(user: SessionUser) {
  signInAs(user);
  mockApi({ 'GET /api/auth/profile/': () => json(200, user) });
  return renderApp('/courses');
}

describe('site header: who is signed in', { timeout: 15_000 }, () => {
  it('names the user by full name, with initials from it, in the account menu', async () => {
    const { user } = showAs({
      ...student,
      username: 'demo_student',
      first_name: 'Amani',
      last_name: 'Okello',
    });

    const trigger = await screen.findByRole('button', { name: 'Account menu for Amani Okello' });
    expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AO');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Amani Okello')).toBeInTheDocument();
    expect(within(menu).getByText('Student')).toBeInTheDocument();
  });

  it('falls back to the username when no name is set', async () => {
    showAs({ ...student, username: 'demo_student', first_name: '', last_name: '' });

    const trigger = await screen.findByRole('button', { name: 'Account menu for demo_student' });
    expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'D');
  });
});
