import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newUser(role: 'student' | 'instructor' | 'admin' = 'student') {
  const user = await buildUser(t.db, { role });
  return { user, token: (await signIn(t.app, user)).access };
}

describe('GET /api/profile/', () => {
  it('answers the signed-in user’s profile with the spec’s defaults', async () => {
    const { user, token } = await newUser('instructor');
    const response = await call(t.app, 'GET', '/api/profile/', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'instructor',
      email_notifications: true,
      browser_notifications: true,
      marketing_emails: false,
      language_preference: 'en',
      timezone: 'UTC',
      profile_visibility: 'public',
      show_email: false,
      show_phone: false,
      specializations: [],
      date_of_birth: null,
      experience_years: null,
    });
    expect(response.body.password_hash).toBeUndefined();
  });

  it('needs a sign-in', async () => {
    expect((await call(t.app, 'GET', '/api/profile/')).status).toBe(401);
  });
});

describe('PUT /api/profile/update/', () => {
  it('saves every field and answers the new profile', async () => {
    const { token } = await newUser();
    const body = {
      first_name: 'Aisha',
      last_name: 'Mutesi',
      bio: 'Teacher of mathematics.',
      phone_number: '+256 700 123456',
      location: 'Kampala',
      date_of_birth: '1990-04-12',
      job_title: 'Teacher',
      company: 'Kampala High',
      experience_years: '7',
      specializations: ['Algebra', 'Geometry', ''],
      website_url: 'https://aisha.example.com',
      github_url: '',
      facebook_url: '',
      twitter_url: '',
      linkedin_url: 'https://www.linkedin.com/in/aisha',
      email_notifications: false,
      browser_notifications: true,
      marketing_emails: true,
      language_preference: 'fr',
      timezone: 'America/Chicago',
      profile_visibility: 'students_only',
      show_email: true,
      show_phone: false,
    };
    const response = await call(t.app, 'PUT', '/api/profile/update/', { token, body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...body,
      experience_years: 7,
      specializations: ['Algebra', 'Geometry'],
    });
    const reloaded = await call(t.app, 'GET', '/api/profile/', { token });
    expect(reloaded.body).toEqual(response.body);
  });

  it('clears optional values sent empty', async () => {
    const { token } = await newUser();
    await call(t.app, 'PUT', '/api/profile/update/', {
      token,
      body: { experience_years: 3, date_of_birth: '1999-01-01' },
    });
    const response = await call(t.app, 'PUT', '/api/profile/update/', {
      token,
      body: { experience_years: '', date_of_birth: '' },
    });
    expect(response.body).toMatchObject({ experience_years: null, date_of_birth: null });
  });

  it.each([
    'Africa/Kampala',
    'Africa/Nairobi',
    'Africa/Dar_es_Salaam',
    'Africa/Kigali',
    'Africa/Lagos',
    'Africa/Johannesburg',
    'Europe/London',
    'Europe/Paris',
  ])('accepts Swahili with the time zone %s', async (timezone) => {
    const { token } = await newUser();
    const body = { language_preference: 'sw', timezone };
    const response = await call(t.app, 'PUT', '/api/profile/update/', { token, body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(body);
    expect((await call(t.app, 'GET', '/api/profile/', { token })).body).toMatchObject(body);
  });

  it.each([
    [{ experience_years: -1 }, 'experience_years', 'Experience cannot be negative'],
    [
      { website_url: 'javascript:alert(1)' },
      'website_url',
      'Website must be a web address starting with http:// or https://',
    ],
    [{ email: 'nope' }, 'email', 'Enter a valid email address.'],
    [{ language_preference: 'de' }, 'language_preference', 'Language must be one of en, es, fr, sw'],
    [{ language_preference: 'SW' }, 'language_preference', 'Language must be one of en, es, fr, sw'],
    [{ timezone: 'Africa/Cairo' }, 'timezone', 'Choose one of the listed time zones'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Choose one of the listed time zones'],
    [
      { profile_visibility: 'everyone' },
      'profile_visibility',
      'Profile visibility must be public, students_only or private',
    ],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'Date of birth cannot be in the future'],
    [{ date_of_birth: 'yesterday' }, 'date_of_birth', 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ bio: 'x'.repeat(2001) }, 'bio', 'Bio must be at most 2000 characters'],
    [{ show_email: 'yes' }, 'show_email', 'Show email must be true or false'],
    [{ phone_number: 'call me' }, 'phone_number', 'Enter a valid phone number'],
  ])('rejects %j', async (body, field, message) => {
    const { token } = await newUser();
    const response = await call(t.app, 'PUT', '/api/profile/update/', { token, body });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('never changes the user’s own role', async () => {
    const { token } = await newUser();
    const response = await call(t.app, 'PUT', '/api/profile/update/', { token, body: { role: 'admin' } });
    expect(response.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/profile/', { token })).body.role).toBe('student');
    const same = await call(t.app, 'PUT', '/api/profile/update/', {
      token,
      body: { role: 'student', bio: 'ok' },
    });
    expect(same.status).toBe(200);
  });

  it('keeps usernames and e-mails unique', async () => {
    const { user: other } = await newUser();
    const { token } = await newUser();
    const username = await call(t.app, 'PUT', '/api/profile/update/', {
      token,
      body: { username: other.username.toUpperCase() },
    });
    expect(username.status).toBe(409);
    expect(username.body.fields.username).toBe('A user with that username already exists.');
    const email = await call(t.app, 'PUT', '/api/profile/update/', { token, body: { email: other.email } });
    expect(email.status).toBe(409);
    expect(email.body.fields.email).toBe('A user with that email already exists.');
  });

  it('keeps the user’s own username when sent unchanged', async () => {
    const { user, token } = await newUser();
    const response = await call(t.app, 'PUT', '/api/profile/update/', {
      token,
      body: { username: user.username, email: user.email },
    });
    expect(response.status).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect((await call(t.app, 'PUT', '/api/profile/update/', { body: { bio: 'x' } })).status).toBe(401);
  });
});
