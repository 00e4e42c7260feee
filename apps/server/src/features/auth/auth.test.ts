import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, users } from '../../db/schema/users';
import { notifications } from '../../db/schema/notifications';
import { platformSettings } from '../../db/schema/settings';
import { createTokenSigner } from '../../lib/tokens';
import { buildUser, setActive, signIn } from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  password: 'secret123',
  password_confirm: 'secret123',
  role: 'student',
  first_name: 'Wanjiru',
  last_name: 'Kamau',
  ...overrides,
});

const register = (body: unknown) => call(t.app, 'POST', '/api/auth/register/', { body });

describe('POST /api/auth/register/', () => {
  it('creates a student who can then sign in', async () => {
    const response = await register(registration());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ user: { username: 'wanjiru' }, pending_approval: false });
    expect(response.body.message).toMatch(/successful/i);

    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'wanjiru', password: 'secret123' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username: 'wanjiru', role: 'student', first_name: 'Wanjiru' });
  });

  it('keeps the language the person registered in, and a student starts in it', async () => {
    const response = await register(
      registration({ username: 'amani', email: 'amani@example.com', language_preference: 'sw' }),
    );
    expect(response.status).toBe(201);
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'amani', password: 'secret123' },
    });
    expect(login.body.user).toMatchObject({ language_preference: 'sw', timezone: 'UTC' });
  });

  it('refuses a language Somo does not speak', async () => {
    const response = await register(
      registration({ username: 'hans', email: 'hans@example.com', language_preference: 'de' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ language_preference: 'Language must be one of en, es, fr, sw' });
  });

  it('creates an instructor', async () => {
    const response = await register(
      registration({ username: 'okot', email: 'okot@example.com', role: 'instructor' }),
    );
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'okot'));
    expect(row?.role).toBe('instructor');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ username: '' }, 'username', 'Username is required'],
    [{ username: undefined }, 'username', 'Username is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ password: 'abc', password_confirm: 'abc' }, 'password', 'Password must be at least 6 characters long'],
    [{ password_confirm: 'different1' }, 'password_confirm', 'Passwords do not match'],
    [{ password_confirm: '' }, 'password_confirm', 'Please confirm your password'],
    [
      { username: 'has space' },
      'username',
      'Username may contain only letters, numbers and @/./+/-/_ characters.',
    ],
    [{ username: 'a'.repeat(10_000) }, 'username', 'Username must be at most 150 characters'],
    [{ first_name: 'b'.repeat(10_000) }, 'first_name', 'First name must be at most 150 characters'],
    [{ username: 12345 }, 'username', 'Username is required'],
    [{ role: 'superhero' }, 'role', 'Choose a role: student, instructor or admin'],
  ])('rejects %j with "%s: %s"', async (overrides, field, message) => {
    const response = await register(registration(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: message, detail: message, code: 'validation_error' });
    expect(response.body.fields[field]).toBe(message);
  });

  it('refuses a username that exists, whatever its case', async () => {
    await buildUser(t.db, { username: 'Achieng', email: 'achieng@example.com' });
    const response = await register(registration({ username: 'achieng', email: 'other@example.com' }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: 'A user with that username already exists.',
      code: 'username_taken',
      fields: { username: 'A user with that username already exists.' },
    });
  });

  it('refuses an e-mail that exists, whatever its case', async () => {
    await buildUser(t.db, { username: 'mugisha', email: 'mugisha@example.com' });
    const response = await register(registration({ username: 'mugisha2', email: 'MUGISHA@example.com' }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: 'A user with that email already exists.',
      code: 'email_taken',
    });
  });

  it('turns an admin registration into a pending request that notifies every admin', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const response = await register(
      registration({ username: 'newadmin', email: 'newadmin@example.com', role: 'admin' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.pending_approval).toBe(true);
    expect(response.body.message).toMatch(/email once it has been approved/);

    const [request] = await t.db.select().from(adminRequests).where(eq(adminRequests.username, 'newadmin'));
    expect(request?.status).toBe('pending');
    expect(request?.languagePreference).toBe('en');
    expect(await t.db.select().from(users).where(eq(users.username, 'newadmin'))).toHaveLength(0);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(notice).toMatchObject({ type: 'admin_request', data: { url: '/admin/requests' } });

    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'newadmin', password: 'secret123' },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('admin_request_pending');

    const again = await register(
      registration({ username: 'NewAdmin', email: 'x@example.com', role: 'student' }),
    );
    expect(again.body.error).toBe('A user with that username already exists.');
  });

  it('answers 403 when registration for the role is closed', async () => {
    await t.db
      .insert(platformSettings)
      .values({ platformSettings: { allow_instructor_registration: false } });
    const closed = await register(
      registration({ username: 'late', email: 'late@example.com', role: 'instructor' }),
    );
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('registration_closed');
    const open = await register(
      registration({ username: 'late', email: 'late@example.com', role: 'student' }),
    );
    expect(open.status).toBe(201);
    await t.db.delete(platformSettings);
  });
});

describe('POST /api/auth/login/', () => {
  it('accepts the username or the e-mail, in any case', async () => {
    const user = await buildUser(t.db, { username: 'Nalubega', email: 'Nalubega@Example.com' });
    for (const login of ['nalubega', 'NALUBEGA', 'nalubega@example.com']) {
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        body: { username: login, password: user.password },
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({
        id: user.id,
        username: 'Nalubega',
        first_name: user.firstName,
        last_name: user.lastName,
        email: 'Nalubega@Example.com',
        role: 'student',
        language_preference: 'en',
        timezone: 'UTC',
      });
      expect(response.body.tokens.access).toEqual(expect.any(String));
      expect(response.body.tokens.refresh).toEqual(expect.any(String));
    }
  });

  it('answers 401 with the same text for a wrong password and an unknown user', async () => {
    const user = await buildUser(t.db);
    const wrong = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: user.username, password: 'nope-nope' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'ghost', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Invalid username or password',
        detail: 'Invalid username or password',
        code: 'invalid_credentials',
      });
    }
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await buildUser(t.db, { isActive: false });
    const response = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: user.username, password: user.password },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('account_inactive');
  });

  it('requires both fields', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login/', { body: { username: '', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('locks out after 10 failed tries per minute for that address and username', async () => {
    const user = await buildUser(t.db);
    const ip = '10.1.2.3';
    for (let i = 0; i < 10; i += 1) {
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        ip,
        body: { username: user.username, password: 'wrong-pass' },
      });
      expect(response.status).toBe(401);
    }
    const locked = await call(t.app, 'POST', '/api/auth/login/', {
      ip,
      body: { username: user.username, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('rate_limited');
    expect(locked.headers['retry-after']).toBe('60');

    const otherAddress = await call(t.app, 'POST', '/api/auth/login/', {
      ip: '10.9.9.9',
      body: { username: user.username, password: user.password },
    });
    expect(otherAddress.status).toBe(200);
  });

  it('counts the username and the e-mail address of one account against the same limit', async () => {
    const user = await buildUser(t.db);
    const ip = '10.1.2.4';
    for (let i = 0; i < 10; i += 1) {
      const login = i % 2 === 0 ? user.username : user.email.toUpperCase();
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        ip,
        body: { username: login, password: 'wrong-pass' },
      });
      expect(response.status).toBe(401);
    }
    for (const login of [user.username, user.email]) {
      const locked = await call(t.app, 'POST', '/api/auth/login/', {
        ip,
        body: { username: login, password: user.password },
      });
      expect(locked.status).toBe(429);
    }
  });

  it('limits names without an account like names with one', async () => {
    const ip = '10.1.2.5';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const login = i % 2 === 0 ? 'nobody-here' : ' Nobody-Here ';
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        ip,
        body: { username: login, password: 'wrong-pass' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('lets at most 10 of 60 parallel wrong passwords reach the password check', async () => {
    const user = await buildUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        call(t.app, 'POST', '/api/auth/login/', {
          ip: '10.1.2.6',
          body: { username: user.username, password: 'wrong-pass' },
        }),
      ),
    );
    const count = (status: number) => responses.filter((response) => response.status === status).length;
    expect(count(401)).toBe(10);
    expect(count(429)).toBe(50);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body).toEqual({
      error: 'Too many failed sign-in attempts. Please wait a minute and try again.',
      detail: 'Too many failed sign-in attempts. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('clears the count of an account on a successful sign-in', async () => {
    const user = await buildUser(t.db);
    const ip = '10.1.2.7';
    const tryPassword = (password: string) =>
      call(t.app, 'POST', '/api/auth/login/', { ip, body: { username: user.username, password } });
    for (let i = 0; i < 9; i += 1) expect((await tryPassword('wrong-pass')).status).toBe(401);
    expect((await tryPassword(user.password)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await tryPassword('wrong-pass')).status).toBe(401);
    expect((await tryPassword(user.password)).status).toBe(429);
  });
});

describe('tokens', () => {
  it('rotates the refresh token and revokes the family when a spent one comes back', async () => {
    const user = await buildUser(t.db);
    const first = await signIn(t.app, user);

    const rotated = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: first.refresh },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh).not.toBe(first.refresh);
    expect(rotated.body.user).toMatchObject({ id: user.id, username: user.username, role: 'student' });
    const profile = await call(t.app, 'GET', '/api/auth/profile/', { token: rotated.body.access });
    expect(profile.status).toBe(200);

    const reuse = await call(t.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('refresh_token_reused');

    const afterTheft = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: rotated.body.refresh },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('answers 401 for an unknown refresh token', async () => {
    const response = await call(t.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: 'made-up' } });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('invalid_token');
  });

  it('does not refresh for a deactivated user', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    await setActive(t.db, user.id, false);
    const response = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: tokens.refresh },
    });
    expect(response.status).toBe(401);
    const profile = await call(t.app, 'GET', '/api/auth/profile/', { token: tokens.access });
    expect(profile.status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    const logout = await call(t.app, 'POST', '/api/auth/logout/', { body: { refresh: tokens.refresh } });
    expect(logout.status).toBe(200);
    const refresh = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: tokens.refresh },
    });
    expect(refresh.status).toBe(401);
  });

  it('ignores a stale access token on sign-in and refresh', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      token: 'stale.token.value',
      body: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(200);
    const refresh = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      token: 'stale.token.value',
      body: { refresh: tokens.refresh },
    });
    expect(refresh.status).toBe(200);
  });

  it('rejects an expired access token', async () => {
    const user = await buildUser(t.db);
    const past = createTokenSigner(TEST_JWT_SECRET, () => Date.now() - 16 * 60 * 1000);
    const token = await past.signAccess({
      userId: user.id,
      role: 'student',
      tokenVersion: 0,
      sessionId: 'expired-session',
    });
    const response = await call(t.app, 'GET', '/api/auth/profile/', { token });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('token_expired');
  });

  it('rejects a tampered or foreign access token', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const foreign = await createTokenSigner('another-secret-another-secret-another-secret').signAccess({
      userId: user.id,
      role: 'student',
      tokenVersion: 0,
      sessionId: 'foreign-session',
    });
    for (const token of [`${header}.${forged}.${signature}`, foreign, 'garbage']) {
      const response = await call(t.app, 'GET', '/api/auth/profile/', { token });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('invalid_token');
    }
  });

  it('kills live access tokens when the token version changes', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    const response = await call(t.app, 'GET', '/api/auth/profile/', { token: access });
    expect(response.status).toBe(401);
  });

  it('ends a session in use when another server process changes the account', async () => {
    const user = await buildUser(t.db, { role: 'student' });
    const { access } = await signIn(t.app, user);
    const status = async () => (await call(t.app, 'GET', '/api/auth/profile/', { token: access })).status;
    expect(await status()).toBe(200);
    // A write this app did not make reaches it only through the database's signal.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await eventually(status, 401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    await eventually(status, 200);
    const instructorArea = async () =>
      (await call(t.app, 'GET', '/api/instructor/courses/', { token: access })).status;
    expect(await instructorArea()).toBe(403);
    await t.db.update(users).set({ role: 'instructor' }).where(eq(users.id, user.id));
    await eventually(instructorArea, 200);
  });
});

describe('GET /api/auth/profile/', () => {
  it('answers the signed-in user with role', async () => {
    const user = await buildUser(t.db, { role: 'instructor' });
    const { access } = await signIn(t.app, user);
    const response = await call(t.app, 'GET', '/api/auth/profile/', { token: access });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'instructor',
      is_superuser: false,
    });
    expect(response.body.password_hash).toBeUndefined();
  });

  it('carries the language and time zone the user chose, also at sign-in and on refresh', async () => {
    const user = await buildUser(t.db, { languagePreference: 'fr', timezone: 'Africa/Kigali' });
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: user.username, password: user.password },
    });
    expect(login.body.user).toMatchObject({ language_preference: 'fr', timezone: 'Africa/Kigali' });
    const profile = await call(t.app, 'GET', '/api/auth/profile/', { token: login.body.tokens.access });
    expect(profile.body).toMatchObject({ language_preference: 'fr', timezone: 'Africa/Kigali' });

    // Changed on another device: this one learns it at its next refresh.
    const changed = await call(t.app, 'PUT', '/api/profile/update/', {
      token: login.body.tokens.access,
      body: { language_preference: 'sw', timezone: 'Africa/Dar_es_Salaam' },
    });
    expect(changed.status).toBe(200);
    const refreshed = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: login.body.tokens.refresh },
    });
    expect(refreshed.body.user).toMatchObject({
      id: user.id,
      language_preference: 'sw',
      timezone: 'Africa/Dar_es_Salaam',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, 'GET', '/api/auth/profile/');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('not_authenticated');
  });
});

describe('bad input never yields a 500', () => {
  it.each([
    ['malformed JSON', '{"username": ', 'application/json', 400, 'invalid_json'],
    ['an empty JSON body', '', 'application/json', 400, 'validation_error'],
    ['a JSON array', '[1,2]', 'application/json', 400, 'validation_error'],
    ['a JSON string', '"hello"', 'application/json', 400, 'validation_error'],
    [
      'form data',
      'username=a&password=b',
      'application/x-www-form-urlencoded',
      415,
      'unsupported_media_type',
    ],
  ])('answers %s with the error body', async (_label, payload, contentType, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.error).toEqual(expect.any(String));
    expect(body.detail).toBe(body.error);
  });

  it('answers a missing body with 400', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register/');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'x', password: 'y'.repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
  });
});

describe('GET /api/auth/demo/', () => {
  it('says demo mode is off unless configured', async () => {
    const response = await call(t.app, 'GET', '/api/auth/demo/');
    expect(response.body).toEqual({ enabled: false, password: null, accounts: [] });
  });
});
