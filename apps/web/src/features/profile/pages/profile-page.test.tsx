import { screen, within } from '@testing-library/react';
import type { MyCertificate } from '@somo/contract/certificates';
import type { Profile } from '@somo/contract/profile';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    first_name: 'Amina',
    last_name: 'Nakato',
    username: 'amina',
    email: 'amina@example.com',
    role: 'student',
    bio: '',
    phone_number: '',
    location: '',
    date_of_birth: '2001-04-09',
    job_title: 'Nurse',
    company: '',
    experience_years: 3,
    specializations: ['First aid'],
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
    ...overrides,
  };
}

const CERTIFICATE_ID = '3f2a9c4e-8b1d-4e7a-9c3f-5d6e7f8a9b0c';

function myCertificate(extra: Partial<MyCertificate> = {}): MyCertificate {
  return {
    id: CERTIFICATE_ID,
    course_id: 5,
    student_name: 'Amina Nakato',
    course_title: 'Kiswahili for Beginners',
    instructor_name: 'Grace Nakato',
    completed_at: '2026-03-05T10:00:00.000Z',
    scores: [],
    status: 'valid',
    status_changed_at: null,
    revoked_reason: null,
    replaced_by: null,
    site_name: 'Somo',
    verification_url: `https://learn.example.org/certificates/${CERTIFICATE_ID}`,
    ...extra,
  };
}

describe('profile page', () => {
  it("lists the student's certificates in force, each opening its public page", async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, profile()),
      'GET /api/certificates/': () =>
        json(200, [
          myCertificate({ course_title: 'Kiswahili for Beginners' }),
          myCertificate({
            id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            course_title: 'Algebra Foundations',
            status: 'revoked',
            revoked_reason: 'Issued in error',
            status_changed_at: '2026-04-02T10:00:00.000Z',
          }),
        ]),
    });
    renderApp('/student/profile');

    const earned = await screen.findByRole('list', { name: 'Certificates earned' });
    const link = within(earned).getByRole('link', { name: 'Kiswahili for Beginners' });
    expect(link).toHaveAttribute('href', `/certificates/${CERTIFICATE_ID}`);
    expect(within(earned).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(earned).queryByText('Algebra Foundations')).not.toBeInTheDocument();
  });

  it('shows the profile, and settings stay locked until Edit Profile', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, profile()),
    });
    const { user } = renderApp('/student/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'Amina Nakato' })).toBeInTheDocument();
    expect(screen.getAllByText('Student').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nurse').length).toBeGreaterThan(0);
    expect(screen.getByText('April 9, 2001')).toBeInTheDocument();
    expect(screen.getByText('September 1, 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toBeDisabled();
    expect(screen.getByLabelText('Time zone')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toBeEnabled();
  });

  it('saves every field, says so and updates the signed-in user', async () => {
    signInAs(student);
    let saved = profile();
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, saved),
      'PUT /api/profile/update/': ({ body }) => {
        saved = { ...saved, ...(body as Partial<Profile>) };
        return json(200, saved);
      },
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Aminah');
    await user.clear(screen.getByLabelText('Specializations'));
    await user.type(screen.getByLabelText('Specializations'), 'First aid, Nutrition, ');
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    await user.click(screen.getByRole('radio', { name: /Students only/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Profile updated successfully!')).length).toBeGreaterThan(0);
    const [[, init] = []] = callsTo(fetchMock, 'PUT', '/api/profile/update/');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      first_name: 'Aminah',
      specializations: ['First aid', 'Nutrition'],
      experience_years: null,
      date_of_birth: '2001-04-09',
      profile_visibility: 'students_only',
      marketing_emails: false,
    });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ first_name: 'Aminah' });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu for Aminah Nakato' }),
    ).toBeInTheDocument();
  });

  it('checks the form before sending and shows the server’s field errors under their fields', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, profile()),
      'PUT /api/profile/update/': () =>
        apiError(409, 'A user with that username already exists.', 'conflict', {
          username: 'A user with that username already exists.',
        }),
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('GitHub'), 'github.com/amina');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('GitHub must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/profile/update/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('GitHub'));
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a failed save and a failed load in the spec’s words', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, profile()),
      'PUT /api/profile/update/': () => apiError(500, 'Boom', 'internal_error'),
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => apiError(500, 'Boom', 'internal_error'),
    });
    renderApp('/profile');

    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
  });
});

describe('profile language and time zone', () => {
  // The interface language lives in one place for the whole app: the next test starts in English again.
  afterEach(() => activateLanguage('en'));

  it('offers each language by its own name and every time zone', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, profile()),
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const names = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names(screen.getByLabelText('Language'))).toEqual(['English', 'Español', 'Français', 'Kiswahili']);
    const zones = names(screen.getByLabelText('Time zone'));
    expect(zones).toHaveLength(13);
    expect(zones).toContain('Eastern Time (America/New_York)');
    expect(zones).toContain('East Africa Time (Africa/Nairobi)');
  });

  it('shows moments in the profile’s time zone, and a birth date on its own day', async () => {
    signInAs({ ...student, timezone: 'America/Los_Angeles' });
    mockApi({
      'GET /api/auth/profile/': () => json(200, { ...student, timezone: 'America/Los_Angeles' }),
      'GET /api/profile/': () =>
        json(200, profile({ timezone: 'America/Los_Angeles', date_joined: '2025-09-01T03:00:00.000Z' })),
    });
    renderApp('/profile');

    expect(await screen.findByText('August 31, 2025')).toBeInTheDocument();
    expect(screen.getByText('April 9, 2001')).toBeInTheDocument();
  });

  it('switches the whole app to the saved language at once, without a reload', async () => {
    signInAs(student);
    let saved = profile();
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/profile/': () => json(200, saved),
      'PUT /api/profile/update/': ({ body }) => {
        saved = { ...saved, ...(body as Partial<Profile>) };
        return json(200, saved);
      },
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'sw');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Africa/Nairobi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wasifu Wangu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mipangilio' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    // The confirmation is said in the language just chosen.
    expect(await screen.findByText('Wasifu umesasishwa!')).toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, 'PUT', '/api/profile/update/');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      language_preference: 'sw',
      timezone: 'Africa/Nairobi',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      language_preference: 'sw',
      timezone: 'Africa/Nairobi',
    });
  });
});
