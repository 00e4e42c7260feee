import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/users';
import { buildUser, signIn } from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const profileStatus = async (token: string) =>
  (await call(t.app, 'GET', '/api/auth/profile/', { token })).status;

type Claims = { sub?: string; iat?: number; exp?: number; [claim: string]: unknown };

/** A token signed with the server's own secret, with exactly the claims given. */
function signed(claims: Claims, alg = 'HS256') {
  const { sub, iat, exp, ...rest } = claims;
  const jwt = new SignJWT(rest).setProtectedHeader({ alg }).setIssuer('somo');
  if (sub !== undefined) jwt.setSubject(sub);
  if (iat !== undefined) jwt.setIssuedAt(iat);
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

function unsigned(claims: Claims) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: 'somo', ...claims })}.`;
}

async function validClaims() {
  const user = await buildUser(t.db);
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: String(user.id),
    iat: now,
    exp: now + 600,
    role: 'student',
    tv: 0,
    sid: 'a-session',
    typ: 'access',
  } satisfies Claims;
}

describe('access tokens', () => {
  it('accepts a complete token signed with HS256 (the control for the refusals below)', async () => {
    expect(await profileStatus(await signed(await validClaims()))).toBe(200);
  });

  it('refuses a signed token without exp, iat, sub or session', async () => {
    const claims = await validClaims();
    for (const missing of ['exp', 'iat', 'sub', 'sid'] as const) {
      const { [missing]: _left, ...rest } = claims;
      const response = await call(t.app, 'GET', '/api/auth/profile/', { token: await signed(rest) });
      expect(response.status, `without ${missing}`).toBe(401);
      expect(response.body.code).toBe('invalid_token');
    }
  });

  it('refuses alg none and any algorithm but HS256', async () => {
    const claims = await validClaims();
    for (const token of [unsigned(claims), await signed(claims, 'HS384'), await signed(claims, 'HS512')]) {
      const response = await call(t.app, 'GET', '/api/auth/profile/', { token });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('invalid_token');
    }
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the access token at once, while the same user’s other device stays signed in', async () => {
    const user = await buildUser(t.db);
    const laptop = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    expect(await profileStatus(laptop.access)).toBe(200);

    const logout = await call(t.app, 'POST', '/api/auth/logout/', { body: { refresh: laptop.refresh } });
    expect(logout.status).toBe(200);

    const refused = await call(t.app, 'GET', '/api/auth/profile/', { token: laptop.access });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_token');
    expect(await profileStatus(phone.access)).toBe(200);
    const phoneRefresh = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: phone.refresh },
    });
    expect(phoneRefresh.status).toBe(200);
    expect(await profileStatus(phoneRefresh.body.access)).toBe(200);
  });

  it('also ends the session of the access token the client sends', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    const logout = await call(t.app, 'POST', '/api/auth/logout/', {
      token: access,
      body: { refresh: 'a-refresh-token-this-server-never-issued' },
    });
    expect(logout.status).toBe(200);
    expect(await profileStatus(access)).toBe(401);
  });

  it('signs out with an expired or bad access token too', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    const logout = await call(t.app, 'POST', '/api/auth/logout/', {
      token: 'no.longer.good',
      body: { refresh: tokens.refresh },
    });
    expect(logout.status).toBe(200);
    expect(await profileStatus(tokens.access)).toBe(401);
  });

  it('reaches every server process: a session revoked elsewhere is refused once the signal arrives', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    expect(await profileStatus(access)).toBe(200);
    // A write this app did not make reaches it only through the database's signal.
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, user.id));
    await eventually(() => profileStatus(access), 401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('when the PostgreSQL LISTEN connection drops', () => {
  it('forgets every cached session once it listens again, so a missed signal is not served on', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    expect(await profileStatus(access)).toBe(200);

    // Deactivated without a signal: the one this process would have missed while its connection was down.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_session_signal`);
      await tx.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await tx.execute(sql`alter table users enable trigger users_session_signal`);
    });
    expect(await profileStatus(access)).toBe(200);

    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
    await waitUntil(async () => (await profileStatus(access)) === 401);
  });
});

/** Reconnecting waits a couple of seconds before its first try. */
async function waitUntil(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
