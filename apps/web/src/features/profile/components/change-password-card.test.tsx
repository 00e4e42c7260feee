import { screen, within } from '@testing-library/react';
import type { Profile } from '@somo/contract/profile';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const profile: Profile = {
  id: 1,
  first_name: 'Amina',
  last_name: 'Nakato',
  username: 'amina',
  email: 'amina@example.com',
  role: 'student',
  bio: '',
  phone_number: '',
  location: '',
  date_of_birth: null,
  job_title: '',
  company: '',
  experience_years: null,
  specializations: [],
  website_url: '',
  github_url: '',
  facebook_url: '',
  twitter_url: '',
  linkedin_url: '',
  email_notifications: true,
  browser_notifications: true,
  marketing_emails: false,
  language_preference: 'en',
  timezone: 'UTC',
  profile_visibility: 'public',
  show_email: false,
  show_phone: false,
  date_joined: '2025-09-01T08:00:00.000Z',
};

const CHANGED = 'Your password has been changed. You have been signed out on your other devices.';

function profileApi(change: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, student),
    'GET /api/profile/': () => json(200, profile),
    'POST /api/auth/password/change/': change,
  });
}

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  const card = within(await screen.findByRole('form', { name: 'Change password' }));
  await user.type(card.getByLabelText(/^Current password/), current);
  await user.type(card.getByLabelText(/^New password/), next);
  await user.type(card.getByLabelText(/^Confirm new password/), confirm);
  await user.click(card.getByRole('button', { name: 'Change Password' }));
  return card;
}

describe('Change password on the profile page', () => {
  it('sends the current and the new password, says it worked and empties the fields', async () => {
    signInAs(student);
    const fetchMock = profileApi(() => json(200, { message: CHANGED }));
    const { user } = renderApp('/student/profile');

    const card = await fillIn(user, 'old-secret-1', 'mango-tree-42');

    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/password/change/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      current_password: 'old-secret-1',
      password: 'mango-tree-42',
      password_confirm: 'mango-tree-42',
    });
    expect(card.getByLabelText(/^Current password/)).toHaveValue('');
    expect(localStorage.getItem('authToken')).toBe('access-1');
  });

  it('puts a wrong current password under its field', async () => {
    signInAs(student);
    profileApi(() =>
      apiError(400, 'Your current password is incorrect.', 'validation_error', {
        current_password: 'Your current password is incorrect.',
      }),
    );
    const { user } = renderApp('/student/profile');

    const card = await fillIn(user, 'not-it-at-all', 'mango-tree-42');

    expect(await card.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(card.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the new password on the page before sending it', async () => {
    signInAs(student);
    const fetchMock = profileApi(() => json(200, { message: CHANGED }));
    const { user } = renderApp('/student/profile');

    const card = await fillIn(user, 'old-secret-1', 'abc');

    expect(await card.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password/change/')).toHaveLength(0);
  });
});
