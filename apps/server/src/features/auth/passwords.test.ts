import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, passwordResetTokens, users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { buildUser, signIn } from '../../../test/factories';
import { outboxMailsTo, waitForMails as waitForOutbox, type ReadMail } from '../../../test/outbox';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

const PUBLIC_URL = 'https://learn.example.org';
const NEW_PASSWORD = 'mango-tree-42';
const TOO_COMMON = 'This password is too common.';
const LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
});

/** Every e-mail the server wrote to DATA_DIR/outbox addressed to `address`, decoded. */
const mailsTo = (address: string) => outboxMailsTo(t.config.dataDir, address);

/** E-mails leave after the answer: waits (a few seconds at most) until `count` have reached the address. */
const waitForMails = (address: string, count = 1) => waitForOutbox(t.config.dataDir, address, { count });

function tokenIn(mail: ReadMail | undefined): string {
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in ${mail?.raw}`);
  return token;
}

const forgot = (email: unknown, ip = '10.20.0.1') =>
  call(t.app, 'POST', '/api/auth/password/forgot/', { ip, body: { email } });

const reset = (token: unknown, password = NEW_PASSWORD, confirm = password) =>
  call(t.app, 'POST', '/api/auth/password/reset/', {
    ip: '10.20.0.2',
    body: { token, password, password_confirm: confirm },
  });

const signInStatus = async (username: string, password: string) =>
  (await call(t.app, 'POST', '/api/auth/login/', { ip: '10.20.0.3', body: { username, password } })).status;

const profileStatus = async (access: string) =>
  (await call(t.app, 'GET', '/api/auth/profile/', { token: access })).status;

const refreshStatus = async (refresh: string) =>
  (await call(t.app, 'POST', '/api/auth/token/refresh/', { body: { refresh } })).status;

/** Asks for a link for the user and answers the token from the e-mail. */
async function resetTokenFor(user: { email: string }, mailsBefore = 0) {
  expect((await forgot(user.email)).status).toBe(200);
  const mails = await waitForMails(user.email, mailsBefore + 1);
  return tokenIn(mails[mails.length - 1]);
}

describe('POST /api/auth/password/forgot/', () => {
  it('answers the same whether or not an account has the address, and e-mails only the account', async () => {
    const user = await buildUser(t.db, { email: 'achieng.reset@example.com', firstName: 'Achieng' });
    const unknown = await forgot('nobody.here@example.com');
    const known = await forgot('ACHIENG.RESET@example.com');

    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      message:
        'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
    });

    const [mail] = await waitForMails(user.email);
    expect(mail?.subject).toBe('Reset your Somo password');
    expect(mail?.to).toBe(`Achieng ${user.lastName} <achieng.reset@example.com>`);
    expect(mail?.text).toContain('Hello Achieng,');
    expect(mail?.text).toContain(
      `Someone, hopefully you, asked to reset the password of your Somo account "${user.username}". Open this link within 30 minutes to choose a new one:`,
    );
    expect(mail?.text).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`, 'm'));
    // The unknown address was asked about first, so its (empty) turn is over by now.
    expect(await mailsTo('nobody.here@example.com')).toEqual([]);
  });

  it('writes to a French-speaking user in French, the accented subject and name encoded for any mail reader', async () => {
    const user = await buildUser(t.db, {
      email: 'francoise.reset@example.com',
      username: 'francoise',
      firstName: 'Françoise',
      lastName: 'Niyonzima',
      languagePreference: 'fr',
    });
    await forgot(user.email);
    const [mail] = await waitForMails(user.email);
    expect(mail?.raw).toContain('To: =?UTF-8?Q?Fran=C3=A7oise_Niyonzima?= <francoise.reset@example.com>');
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?R=C3=A9initialisation_de_votre_mot_de/m);
    expect(mail?.raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Somo');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines.slice(0, 3)).toEqual([
      'Bonjour Françoise,',
      '',
      'Quelqu’un, sans doute vous-même, a demandé la réinitialisation du mot de passe de votre compte Somo «\u00a0francoise\u00a0». Ouvrez ce lien dans les 30\u00a0minutes pour en choisir un nouveau\u00a0:',
    ]);
    expect(lines[4]).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
    expect(lines.slice(5)).toEqual([
      '',
      'Ce lien ne fonctionne qu’une seule fois. Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
      '',
      'Somo',
    ]);
    // The link in the French e-mail works like any other.
    expect((await reset(tokenIn(mail))).status).toBe(200);
  });

  it('writes to a Swahili-speaking user in Swahili', async () => {
    const user = await buildUser(t.db, {
      email: 'zawadi.reset@example.com',
      username: 'zawadi',
      firstName: 'Zawadi',
      languagePreference: 'sw',
    });
    await forgot(user.email);
    const [mail] = await waitForMails(user.email);
    expect(mail?.subject).toBe('Weka upya nenosiri lako la Somo');
    expect(mail?.text).toContain('Habari Zawadi,');
    expect(mail?.text).toContain(
      'Mtu fulani, tunatumaini ni wewe, ameomba kuweka upya nenosiri la akaunti yako ya Somo "zawadi". Fungua kiungo hiki ndani ya dakika 30 ili uchague nenosiri jipya:',
    );
    expect(mail?.text).toContain('Kiungo hiki kinatumika mara moja tu.');
  });

  it('keeps only a hash of the token, valid for 30 minutes', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    const [row] = await t.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        minutes: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt}) / 60`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(Number(row?.minutes)).toBe(30);
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const user = await buildUser(t.db, { isActive: false });
    const response = await forgot(user.email);
    expect(response.status).toBe(200);
    const sentinel = await buildUser(t.db);
    await resetTokenFor(sentinel);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Enter a valid email address.'],
    [{ email: 'a\u0000b@example.com' }, 'Remove the control characters (such as NUL) from this text.'],
    [{ email: 42 }, 'Email is required'],
  ])('refuses %j', async (body, message) => {
    const response = await call(t.app, 'POST', '/api/auth/password/forgot/', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', fields: { email: message } });
  });

  it('limits e-mails per mailbox, for addresses with and without an account alike', async () => {
    const user = await buildUser(t.db);
    for (const email of [user.email, 'ghost.limit@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await forgot(email, `10.21.0.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await forgot(`someone${i}@example.com`, '10.22.0.1')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/auth/password/reset/', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const user = await buildUser(t.db);
    const laptop = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    const token = await resetTokenFor(user);

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been reset. You can now sign in with your new password.',
    });

    for (const session of [laptop, phone]) {
      expect(await profileStatus(session.access)).toBe(401);
      expect(await refreshStatus(session.refresh)).toBe(401);
    }
    expect(await signInStatus(user.username, user.password)).toBe(401);
    expect(await signInStatus(user.username, NEW_PASSWORD)).toBe(200);

    const again = await reset(token, 'another-pass-77');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: LINK_INVALID,
      detail: LINK_INVALID,
      code: 'validation_error',
      fields: { token: LINK_INVALID },
    });
    expect(await signInStatus(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a link past its 30 minutes', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ token: LINK_INVALID });
    expect(await signInStatus(user.username, user.password)).toBe(200);
  });

  it('closes older links when a new one is sent', async () => {
    const user = await buildUser(t.db);
    const first = await resetTokenFor(user);
    const second = await resetTokenFor(user, 1);
    expect(second).not.toBe(first);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('lets only one of two racing uses of a link through', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    const answers = await Promise.all([reset(token, 'first-choice-1'), reset(token, 'second-choice-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first-choice-1' : 'second-choice-2';
    expect(await signInStatus(user.username, winner)).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset('x'.repeat(43));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ token: LINK_INVALID });
  });

  it('refuses one of the 10,000 most common passwords, in any letter case, and keeps the link', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    for (const common of ['password123', 'PassWord123', 'qwerty123']) {
      const response = await reset(token, common);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: TOO_COMMON, fields: { password: TOO_COMMON } });
    }
    expect((await reset(token)).status).toBe(200);
  });

  it.each([
    [{ password: 'abc', password_confirm: 'abc' }, 'password', 'Password must be at least 6 characters long'],
    [{ password_confirm: 'different-1' }, 'password_confirm', 'Passwords do not match'],
    [
      { password: 'p'.repeat(129), password_confirm: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters long',
    ],
    [{ token: '' }, 'token', 'This password reset link is incomplete.'],
    [{ token: 't'.repeat(300) }, 'token', 'This password reset link is not valid.'],
    [{ token: undefined }, 'token', 'This password reset link is incomplete.'],
  ])('refuses %j', async (overrides, field, message) => {
    const body = {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      ...overrides,
    };
    const response = await call(t.app, 'POST', '/api/auth/password/reset/', { body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.fields[field]).toBe(message);
  });
});

describe('POST /api/auth/password/change/', () => {
  const change = (access: string | undefined, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/auth/password/change/', { token: access, body });

  const changeBody = (current: string, password = NEW_PASSWORD) => ({
    current_password: current,
    password,
    password_confirm: password,
  });

  it('changes the password, keeps this device signed in and signs out the others', async () => {
    const user = await buildUser(t.db);
    const laptop = await signIn(t.app, user);
    const phone = await signIn(t.app, user);

    const response = await change(laptop.access, changeBody(user.password));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been changed. You have been signed out on your other devices.',
    });

    expect(await profileStatus(laptop.access)).toBe(200);
    expect(await refreshStatus(laptop.refresh)).toBe(200);
    expect(await profileStatus(phone.access)).toBe(401);
    expect(await refreshStatus(phone.refresh)).toBe(401);
    expect(await signInStatus(user.username, user.password)).toBe(401);
    expect(await signInStatus(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    const response = await change(access, changeBody('not-my-password'));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Your current password is incorrect.',
      code: 'validation_error',
      fields: { current_password: 'Your current password is incorrect.' },
    });
    expect(await signInStatus(user.username, user.password)).toBe(200);
  });

  it('refuses a common password, and the current one again', async () => {
    const user = await buildUser(t.db, { password: 'kiboko-river-9' });
    const { access } = await signIn(t.app, user);
    const common = await change(access, changeBody(user.password, 'Iloveyou1'));
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual({ password: TOO_COMMON });
    const same = await change(access, changeBody(user.password, user.password));
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({
      password: 'Choose a new password that differs from your current one.',
    });
  });

  it('closes a reset link that was still open', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    const { access } = await signIn(t.app, user);
    expect((await change(access, changeBody(user.password))).status).toBe(200);
    expect((await reset(token, 'someone-else-1')).status).toBe(400);
    expect(await signInStatus(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await change(undefined, changeBody('whatever-1'));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('not_authenticated');
  });

  it.each([
    [{ current_password: '' }, 'current_password', 'Current password is required'],
    [{ password: 'abc', password_confirm: 'abc' }, 'password', 'Password must be at least 6 characters long'],
    [{ password_confirm: 'nope-nope' }, 'password_confirm', 'Passwords do not match'],
  ])('refuses %j', async (overrides, field, message) => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    const response = await change(access, { ...changeBody(user.password), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('limits attempts per user, so a stolen session cannot guess the password', async () => {
    const user = await buildUser(t.db);
    const { access } = await signIn(t.app, user);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await change(access, changeBody(`guess-${i}-x`))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('common passwords at registration', () => {
  it('refuses one of the 10,000 most common passwords', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register/', {
      body: {
        username: 'common_pw',
        email: 'common_pw@example.com',
        password: 'Football1',
        password_confirm: 'Football1',
        role: 'student',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: TOO_COMMON,
      detail: TOO_COMMON,
      code: 'validation_error',
      fields: { password: TOO_COMMON },
    });
    expect(await t.db.select().from(users).where(eq(users.username, 'common_pw'))).toEqual([]);
  });
});

describe('signing in with an administrator request', () => {
  async function request(username: string, status: 'pending' | 'rejected', reason: string | null = null) {
    await t.db.insert(adminRequests).values({
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword('applicant-pass-1'),
      status,
      rejectionReason: reason,
    });
  }

  const login = (username: string, password: string) =>
    call(t.app, 'POST', '/api/auth/login/', { ip: '10.23.0.1', body: { username, password } });

  it('tells a pending applicant with the right password that the request awaits approval', async () => {
    await request('waiting_admin', 'pending');
    for (const name of ['waiting_admin', 'WAITING_ADMIN@example.com']) {
      const response = await login(name, 'applicant-pass-1');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error:
          'Your administrator account request is awaiting approval. You will receive an e-mail once it has been approved.',
        detail:
          'Your administrator account request is awaiting approval. You will receive an e-mail once it has been approved.',
        code: 'admin_request_pending',
      });
    }
  });

  it('tells a rejected applicant with the right password that it was not approved', async () => {
    await request('turned_down', 'rejected', 'We only need two administrators.');
    const response = await login('turned_down', 'applicant-pass-1');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('admin_request_rejected');
    expect(response.body.error).toBe(
      'Your administrator account request was not approved. Reason: We only need two administrators.',
    );
  });

  it('answers a wrong password as for any unknown name', async () => {
    await request('guessed_admin', 'pending');
    const response = await login('guessed_admin', 'wrong-guess-1');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 'Invalid username or password',
      detail: 'Invalid username or password',
      code: 'invalid_credentials',
    });
  });
});
