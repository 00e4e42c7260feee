import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@somo/contract/settings';
import { notifications } from '../../db/schema/notifications';
import { adminRequests } from '../../db/schema/users';
import { buildCourse, buildUser, signIn, type BuiltUser } from '../../../test/factories';
import { outboxMailsTo } from '../../../test/outbox';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

const SITE = 'https://learn.example.org';

let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
let otherAdminToken: string;
let instructor: BuiltUser;
let instructorToken: string;
let otherInstructorToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SITE });
  admin = await buildUser(t.db, { role: 'admin', username: 'grace', firstName: 'Grace', lastName: 'Nakato' });
  adminToken = (await signIn(t.app, admin)).access;
  otherAdminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
  instructor = await buildUser(t.db, { role: 'instructor' });
  instructorToken = (await signIn(t.app, instructor)).access;
  otherInstructorToken = (await signIn(t.app, await buildUser(t.db, { role: 'instructor' }))).access;
  studentToken = (await signIn(t.app, await buildUser(t.db, { role: 'student' }))).access;
});
afterAll(async () => {
  await t?.close();
});

/** Saves the pricing group through the settings screen's endpoint, the way an admin would. */
async function setPricing(pricing: Partial<Settings['pricing_settings']>) {
  const saved = await call(t.app, 'POST', '/api/admin/settings/', {
    token: adminToken,
    body: { ...DEFAULT_SETTINGS, pricing_settings: { ...DEFAULT_SETTINGS.pricing_settings, ...pricing } },
  });
  expect(saved.status).toBe(200);
}

function createCourse(price: number, currency: string, token = instructorToken) {
  return call(t.app, 'POST', '/api/instructor/courses/create/', {
    token,
    body: {
      title: 'Kiswahili for traders',
      description: 'Greetings and numbers.',
      language: 'en',
      price,
      currency,
    },
  });
}

function changeSettings(courseId: number, body: Record<string, unknown>, token = instructorToken) {
  return call(t.app, 'PUT', `/api/instructor/courses/${courseId}/settings/update/`, { token, body });
}

function setAdminPrice(courseId: number, price: unknown, token = adminToken) {
  return call(t.app, 'PUT', `/api/admin/courses/${courseId}/price/`, { token, body: { price } });
}

describe('platform price limits are amounts in the platform currency', () => {
  afterEach(() => setPricing({}));

  it('on a fresh platform: 50,000 UGX and $999.99 go through, $1,000 does not', async () => {
    expect(DEFAULT_SETTINGS.pricing_settings).toMatchObject({
      default_currency: 'UGX',
      max_course_price: 3_699_963,
    });
    expect((await createCourse(50_000, 'UGX')).status).toBe(201);
    expect((await createCourse(999.99, 'USD')).status).toBe(201);
    const dear = await createCourse(1000, 'USD');
    expect(dear.status).toBe(400);
    expect(dear.body).toMatchObject({
      code: 'validation_error',
      error: 'Price must be at most 3,699,963 UGX. $1,000.00 is about 3,700,000 UGX.',
      fields: { price: 'Price must be at most 3,699,963 UGX. $1,000.00 is about 3,700,000 UGX.' },
    });
  });

  it('a UGX platform with a maximum of 999.99 refuses a 20,000 UGX course and a 5 USD one', async () => {
    await setPricing({ default_currency: 'UGX', max_course_price: 999.99 });
    const ugx = await createCourse(20_000, 'UGX');
    expect(ugx.status).toBe(400);
    expect(ugx.body.fields.price).toBe('Price must be at most 999.99 UGX.');
    const usd = await createCourse(5, 'USD');
    expect(usd.status).toBe(400);
    expect(usd.body.error).toBe('Price must be at most 999.99 UGX. $5.00 is about 18,500 UGX.');
    // 0.27 US dollars is 999 UGX, under the limit; 0.28 is 1,036 UGX, over it.
    expect((await createCourse(0.27, 'USD')).status).toBe(201);
    expect((await createCourse(0.28, 'USD')).status).toBe(400);
    expect((await createCourse(999, 'UGX')).status).toBe(201);
  });

  it('a USD platform converts UGX courses into dollars, and a price of exactly the limit passes', async () => {
    await setPricing({ default_currency: 'USD', min_course_price: 10, max_course_price: 50 });
    expect((await createCourse(37_000, 'UGX')).status).toBe(201);
    expect((await createCourse(185_000, 'UGX')).status).toBe(201);
    const dear = await createCourse(222_000, 'UGX');
    expect(dear.body.error).toBe('Price must be at most $50.00. 222,000 UGX is about $60.00.');
    const cheap = await createCourse(3_699, 'UGX');
    expect(cheap.status).toBe(400);
    expect(cheap.body.error).toBe('Price must be at least $10.00. 3,699 UGX is about $1.00.');
    const euros = await createCourse(50, 'EUR');
    expect(euros.body.error).toBe('Price must be at most $50.00. €50.00 is about $58.82.');
    expect((await createCourse(42.5, 'EUR')).status).toBe(201);
  });

  it('refuses a free course when free courses are off, whatever the currency', async () => {
    await setPricing({ allow_free_courses: false, min_course_price: 0 });
    const free = await createCourse(0, 'USD');
    expect(free.status).toBe(400);
    expect(free.body.fields.price).toBe('Free courses are not allowed on this platform.');
  });

  it('applies to course settings: a new price, or a new currency for the same price', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 500, currency: 'UGX' });
    await setPricing({ default_currency: 'UGX', max_course_price: 999.99 });
    const dear = await changeSettings(course.id, { price: 20_000 });
    expect(dear.status).toBe(400);
    expect(dear.body.fields.price).toBe('Price must be at most 999.99 UGX.');
    // 500 in dollars is 1,850,000 UGX: changing only the currency is checked too.
    const dollars = await changeSettings(course.id, { currency: 'USD' });
    expect(dollars.status).toBe(400);
    expect(dollars.body.error).toBe('Price must be at most 999.99 UGX. $500.00 is about 1,850,000 UGX.');
    const fine = await changeSettings(course.id, { price: 0.25, currency: 'USD' });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ price: 0.25, currency: 'USD' });
    expect((await changeSettings(course.id, { title: 'Renamed only' })).status).toBe(200);
  });

  it('applies to an admin’s price change, in the course’s own currency', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 10, currency: 'USD' });
    await setPricing({ default_currency: 'UGX', max_course_price: 20_000 });
    const dear = await setAdminPrice(course.id, 6);
    expect(dear.status).toBe(400);
    expect(dear.body).toMatchObject({
      code: 'validation_error',
      error: 'Price must be at most 20,000 UGX. $6.00 is about 22,200 UGX.',
    });
    const fine = await setAdminPrice(course.id, 5);
    expect(fine.body).toEqual({ message: 'Course price updated successfully', price: 5 });
    await setPricing({ allow_free_courses: false });
    expect((await setAdminPrice(course.id, 0)).body.error).toBe(
      'Free courses are not allowed on this platform.',
    );
  });

  it('keeps the admin price change for admins, with a valid price, on a course that exists', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 10, currency: 'USD' });
    expect((await setAdminPrice(course.id, 5, instructorToken)).status).toBe(403);
    expect((await setAdminPrice(course.id, 5, studentToken)).status).toBe(403);
    expect(
      (await call(t.app, 'PUT', `/api/admin/courses/${course.id}/price/`, { body: { price: 5 } })).status,
    ).toBe(401);
    const invalid = await setAdminPrice(course.id, 'ten');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
    expect((await setAdminPrice(999_999, 5)).status).toBe(404);
  });

  it('leaves another instructor’s course alone whatever the price', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 500, currency: 'UGX' });
    expect((await changeSettings(course.id, { price: 700 }, otherInstructorToken)).status).toBe(404);
  });
});

describe('GET /api/instructor/price-limits/', () => {
  afterEach(() => setPricing({}));

  it('tells instructors and admins the limits and the currency they are in', async () => {
    await setPricing({ default_currency: 'EUR', min_course_price: 5, max_course_price: 300 });
    const expected = {
      default_currency: 'EUR',
      min_course_price: 5,
      max_course_price: 300,
      allow_free_courses: true,
    };
    for (const token of [instructorToken, adminToken]) {
      const limits = await call(t.app, 'GET', '/api/instructor/price-limits/', { token });
      expect(limits.status).toBe(200);
      expect(limits.body).toEqual(expected);
    }
  });

  it('is closed to students and to visitors', async () => {
    expect((await call(t.app, 'GET', '/api/instructor/price-limits/', { token: studentToken })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/instructor/price-limits/')).status).toBe(401);
  });
});

describe('deciding an admin request', () => {
  async function apply(username: string, firstName = '', languagePreference = 'en') {
    const registered = await call(t.app, 'POST', '/api/auth/register/', {
      body: {
        username,
        email: `${username}@example.com`,
        first_name: firstName,
        password: 'steady-hands-42',
        password_confirm: 'steady-hands-42',
        role: 'admin',
        language_preference: languagePreference,
      },
    });
    expect(registered.status).toBe(201);
    const [request] = await t.db.select().from(adminRequests).where(eq(adminRequests.username, username));
    if (!request) throw new Error('request not stored');
    return request.id;
  }

  async function unreadRequestNotifications(requestId: number) {
    return t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'admin_request'),
          eq(notifications.isRead, false),
          sql`${notifications.data} ->> 'request_id' = ${String(requestId)}`,
        ),
      );
  }

  /** The decision is e-mailed before the answer, so it is in the outbox already. */
  async function mailTo(address: string) {
    const [mail, ...more] = await outboxMailsTo(t.config.dataDir, address);
    if (!mail || more.length > 0) throw new Error(`not one e-mail to ${address}`);
    return mail;
  }

  async function bell(token: string) {
    const answer = await call(t.app, 'GET', '/api/notifications/', { token });
    return answer.body as {
      unread_count: number;
      notifications: { type: string; is_read: boolean; data: { request_id?: number } }[];
    };
  }

  it('approval e-mails the sign-in link and marks the request’s notifications read for every admin', async () => {
    const id = await apply('rose_admin', 'Rose');
    const waiting = await apply('kato_admin');
    expect((await unreadRequestNotifications(id)).length).toBeGreaterThanOrEqual(2);
    const unreadBefore = (await bell(otherAdminToken)).unread_count;

    const approved = await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken });
    expect(approved.body).toEqual({ message: 'Admin request approved successfully!' });

    const mail = await mailTo('rose_admin@example.com');
    expect(mail.subject).toBe('Your Somo administrator account is ready');
    expect(mail.text).toBe(
      [
        'Hello Rose,',
        '',
        'Your request for an administrator account was approved. You can now sign in as "rose_admin" with the password you chose:',
        '',
        `${SITE}/login`,
        '',
        'Somo',
      ].join('\n'),
    );

    expect(await unreadRequestNotifications(id)).toEqual([]);
    const otherBell = await bell(otherAdminToken);
    expect(otherBell.unread_count).toBe(unreadBefore - 1);
    const forRequest = otherBell.notifications.filter((n) => n.data.request_id === id);
    expect(forRequest.map((n) => n.is_read)).toEqual([true]);
    // The request still waiting keeps its notification unread.
    expect((await unreadRequestNotifications(waiting)).length).toBeGreaterThanOrEqual(2);
  });

  it('rejection marks the notifications read too and carries no sign-in link', async () => {
    const id = await apply('mukasa_admin');
    const rejected = await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: otherAdminToken,
      body: { reason: 'Not on the staff list' },
    });
    expect(rejected.status).toBe(200);
    expect(await unreadRequestNotifications(id)).toEqual([]);
    const mail = await mailTo('mukasa_admin@example.com');
    expect(mail.subject).toBe('Your Somo administrator account request');
    expect(mail.text).toBe(
      'Hello mukasa_admin,\n\nYour request for an administrator account was not approved.\nReason: Not on the staff list\n\nSomo',
    );
  });

  it('writes the decision in French to an applicant who registered in French, and the account keeps it', async () => {
    const id = await apply('helene_admin', 'Hélène', 'fr');
    await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken });
    const mail = await mailTo('helene_admin@example.com');
    expect(mail.raw).toContain('To: =?UTF-8?Q?H=C3=A9l=C3=A8ne?= <helene_admin@example.com>');
    // Folded over two encoded words; every line stays 7-bit ASCII.
    expect(mail.raw).toMatch(
      /^Subject: =\?UTF-8\?Q\?Votre_compte_administrateur_Somo_est_pr\?=\r\n =\?UTF-8\?Q\?=C3=AAt\?=\r\n/m,
    );
    expect(mail.raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(mail.to).toBe('Hélène <helene_admin@example.com>');
    expect(mail.subject).toBe('Votre compte administrateur Somo est prêt');
    expect(mail.text).toBe(
      [
        'Bonjour Hélène,',
        '',
        'Votre demande de compte administrateur a été acceptée. Vous pouvez désormais vous connecter avec l’identifiant «\u00a0helene_admin\u00a0» et le mot de passe que vous avez choisi\u00a0:',
        '',
        `${SITE}/login`,
        '',
        'Somo',
      ].join('\n'),
    );
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'helene_admin', password: 'steady-hands-42' },
    });
    expect(login.body.user).toMatchObject({ role: 'admin', language_preference: 'fr' });
  });

  it('writes a refusal in Swahili to an applicant who registered in Swahili', async () => {
    const id = await apply('baraka_admin', 'Baraka', 'sw');
    await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: adminToken,
      body: { reason: 'Hayupo kwenye orodha ya wafanyakazi' },
    });
    const mail = await mailTo('baraka_admin@example.com');
    expect(mail.subject).toBe('Ombi lako la akaunti ya msimamizi wa Somo');
    expect(mail.text).toBe(
      'Habari Baraka,\n\nOmbi lako la akaunti ya msimamizi halikukubaliwa.\nSababu: Hayupo kwenye orodha ya wafanyakazi\n\nSomo',
    );
  });

  it('names the deciding admin by full name beside the username', async () => {
    const id = await apply('nambi_admin');
    await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken });
    const list = await call(t.app, 'GET', '/api/admin/requests/all/', { token: adminToken });
    expect(list.body.admin_requests.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'approved',
      approved_by: 'grace',
      approved_by_name: 'Grace Nakato',
    });
    const pending = list.body.admin_requests.find((r: { status: string }) => r.status === 'pending');
    expect(pending).toMatchObject({ approved_by: null, approved_by_name: null });
  });

  it('names the applicant by full name in the bell, and people by full name in recent activity', async () => {
    const id = await apply('auma_admin', 'Auma');
    const notes = await bell(adminToken);
    const note = notes.notifications.find((n) => n.data.request_id === id) as unknown as { message: string };
    expect(note.message).toBe('Auma asked for an administrator account.');
    await buildUser(t.db, { role: 'student', username: 'achieng', firstName: 'Achieng', lastName: 'Otieno' });
    const activity = await call(t.app, 'GET', '/api/admin/activity/', { token: adminToken });
    const messages = activity.body.map((item: { message: string }) => item.message);
    expect(messages).toContain('Achieng Otieno joined as student');
  });

  it('is for admins only, answers 404 for a missing request and 409 for a decided one', async () => {
    const id = await apply('wanjiru_admin');
    for (const token of [studentToken, instructorToken]) {
      expect((await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token })).status).toBe(403);
      expect(
        (await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, { token, body: { reason: 'No' } }))
          .status,
      ).toBe(403);
    }
    expect((await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`)).status).toBe(401);
    expect((await unreadRequestNotifications(id)).length).toBeGreaterThanOrEqual(2);
    expect(
      (await call(t.app, 'POST', '/api/admin/requests/999999/approve/', { token: adminToken })).status,
    ).toBe(404);
    const blank = await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: adminToken,
      body: { reason: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.reason).toBe('A reason is required to reject a request');
    expect(
      (await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken })).status,
    ).toBe(200);
    const again = await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: adminToken,
      body: { reason: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
  });
});
