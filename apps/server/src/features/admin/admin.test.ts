import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../db/schema/admin';
import { courses, enrollments, lessons } from '../../db/schema/courses';
import { adminRequests, users } from '../../db/schema/users';
import {
  buildCourse,
  buildLesson,
  buildPayment,
  buildUser,
  enrollStudent,
  signIn,
  type BuiltUser,
} from '../../../test/factories';
import { outboxMailsTo, parseEml, waitForMail } from '../../../test/outbox';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import rootPackage from '../../../../../package.json' with { type: 'json' };

let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
let superuserId: number;
let studentToken: string;
let instructorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'admin', username: 'chief' });
  adminToken = (await signIn(t.app, admin)).access;
  superuserId = (await buildUser(t.db, { role: 'admin', isSuperuser: true })).id;
  studentToken = (await signIn(t.app, await buildUser(t.db, { role: 'student' }))).access;
  instructorToken = (await signIn(t.app, await buildUser(t.db, { role: 'instructor' }))).access;
});
afterAll(async () => {
  await t?.close();
});

describe('admin endpoints are for admins only', () => {
  it.each([
    ['GET', '/api/admin/dashboard/stats/'],
    ['GET', '/api/admin/analytics/'],
    ['GET', '/api/admin/activity/'],
    ['GET', '/api/admin/requests/all/'],
    ['GET', '/api/admin/users/'],
    ['GET', '/api/admin/courses/'],
    ['GET', '/api/admin/payments/'],
    ['GET', '/api/admin/system/'],
  ] as const)('%s %s', async (method, url) => {
    expect((await call(t.app, method, url, { token: adminToken })).status).toBe(200);
    expect((await call(t.app, method, url, { token: studentToken })).status).toBe(403);
    expect((await call(t.app, method, url, { token: instructorToken })).status).toBe(403);
    expect((await call(t.app, method, url)).status).toBe(401);
  });
});

describe('users', () => {
  it('searches, filters and pages on the server', async () => {
    await buildUser(t.db, { username: 'zawadi_k', firstName: 'Zawadi', email: 'zk@example.com' });
    const found = await call(t.app, 'GET', '/api/admin/users/?search=ZAWADI', { token: adminToken });
    expect(found.body.users.map((u: { username: string }) => u.username)).toEqual(['zawadi_k']);
    expect(found.body.total).toBe(1);
    expect(found.body.overall_total).toBeGreaterThan(4);
    const admins = await call(t.app, 'GET', '/api/admin/users/?role=admin', { token: adminToken });
    expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const page = await call(t.app, 'GET', '/api/admin/users/?limit=2&offset=1', { token: adminToken });
    expect(page.body.users).toHaveLength(2);
  });

  const listUsers = async (query: string) => {
    const response = await call(t.app, 'GET', `/api/admin/users/?${query}`, { token: adminToken });
    expect(response.status).toBe(200);
    return response.body as { users: { username: string }[]; total: number; overall_total: number };
  };
  const usernames = (list: { users: { username: string }[] }) => list.users.map((user) => user.username);

  it('searches username, e-mail, first and last name, case-insensitive, exactly as typed', async () => {
    await buildUser(t.db, {
      username: 'nuru_a',
      email: 'nyota@shule.example',
      firstName: 'Imani',
      lastName: 'Wanjiru',
      role: 'instructor',
    });
    await buildUser(t.db, {
      username: 'per_cent',
      email: 'pc@example.com',
      firstName: '100%',
      lastName: 'Sure',
    });
    for (const term of ['NURU_A', 'shule.EXAMPLE', 'imani', 'WANJIRU', 'anjir']) {
      const found = await listUsers(`search=${encodeURIComponent(term)}`);
      expect(usernames(found)).toEqual(['nuru_a']);
      expect(found.total).toBe(1);
    }
    // % and _ are the characters themselves, and a match never runs from one field into the next.
    expect(usernames(await listUsers('search=%25'))).toEqual(['per_cent']);
    const everyone = await t.db.select().from(users);
    const underscored = everyone.filter((user) =>
      [user.username, user.email, user.firstName, user.lastName].some((field) => field.includes('_')),
    );
    expect((await listUsers('search=_&limit=500')).users).toHaveLength(underscored.length);
    expect(underscored.length).toBeLessThan(everyone.length);
    expect((await listUsers(`search=${encodeURIComponent('nuru_anyota')}`)).total).toBe(0);
    expect((await listUsers('search=imani&role=student')).total).toBe(0);
    expect((await listUsers('search=imani&role=instructor&status=active')).total).toBe(1);
    // Past the last match the page is empty but still says how many there are.
    const beyond = await listUsers('search=user&limit=1&offset=1000');
    expect(beyond.users).toEqual([]);
    expect(beyond.total).toBe((await listUsers('search=user&limit=500')).users.length);
    expect(beyond.total).toBeGreaterThan(1);
  });

  it('counts everyone and each role and status exactly, through every kind of change', async () => {
    const expectCounts = async () => {
      for (const role of ['all', 'student', 'instructor', 'admin'] as const) {
        for (const status of ['all', 'active', 'inactive'] as const) {
          const listed = await listUsers(`role=${role}&status=${status}&limit=1`);
          const rows = await t.db.select({ role: users.role, isActive: users.isActive }).from(users);
          const matching = rows.filter(
            (row) =>
              (role === 'all' || row.role === role) &&
              (status === 'all' || row.isActive === (status === 'active')),
          );
          expect(listed.total, `${role} ${status}`).toBe(matching.length);
          expect(listed.overall_total).toBe(rows.length);
          // A page past the last one has no rows to carry the counts, and still says them.
          const beyond = await listUsers(`role=${role}&status=${status}&limit=1&offset=100000`);
          expect(beyond).toEqual({ users: [], total: matching.length, overall_total: rows.length });
        }
      }
    };
    await expectCounts();
    const learner = await buildUser(t.db, { role: 'student' });
    const teacher = await buildUser(t.db, { role: 'instructor', isActive: false });
    await expectCounts();
    await call(t.app, 'PUT', `/api/admin/users/${learner.id}/role/`, {
      token: adminToken,
      body: { role: 'instructor' },
    });
    await call(t.app, 'PUT', `/api/admin/users/${teacher.id}/status/`, {
      token: adminToken,
      body: { is_active: true },
    });
    await expectCounts();
    // Several rows in one statement, and a profile change that touches neither role nor status.
    const [first, second] = await t.db
      .insert(users)
      .values(
        ['bulk_one', 'bulk_two'].map((username) => ({
          username,
          email: `${username}@example.com`,
          passwordHash: 'not-a-hash',
          role: 'admin' as const,
        })),
      )
      .returning();
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, learner.id));
    await expectCounts();
    await call(t.app, 'DELETE', `/api/admin/users/${learner.id}/delete/`, { token: adminToken });
    await t.db.delete(users).where(inArray(users.id, [first?.id ?? 0, second?.id ?? 0]));
    await expectCounts();
  });

  it('changes a role and ends that user’s sessions at once', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    expect((await call(t.app, 'GET', '/api/auth/profile/', { token: tokens.access })).status).toBe(200);
    const changed = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role/`, {
      token: adminToken,
      body: { role: 'instructor' },
    });
    expect(changed.body).toMatchObject({
      message: 'User role updated successfully',
      user: { role: 'instructor' },
    });
    expect((await call(t.app, 'GET', '/api/auth/profile/', { token: tokens.access })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: tokens.refresh } })).status,
    ).toBe(401);
    const again = await signIn(t.app, user);
    expect((await call(t.app, 'GET', '/api/auth/profile/', { token: again.access })).body.role).toBe(
      'instructor',
    );
  });

  it('deactivates (tokens fail at once, sign-in refused) and reactivates', async () => {
    const user = await buildUser(t.db);
    const tokens = await signIn(t.app, user);
    expect((await call(t.app, 'GET', '/api/auth/profile/', { token: tokens.access })).status).toBe(200);
    const off = await call(t.app, 'PUT', `/api/admin/users/${user.id}/status/`, {
      token: adminToken,
      body: { is_active: false },
    });
    expect(off.body.message).toBe('User deactivated successfully');
    expect((await call(t.app, 'GET', '/api/auth/profile/', { token: tokens.access })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: tokens.refresh } })).status,
    ).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(403);
    const on = await call(t.app, 'PUT', `/api/admin/users/${user.id}/status/`, {
      token: adminToken,
      body: { is_active: true },
    });
    expect(on.body.message).toBe('User activated successfully');
  });

  it('protects superusers and the admin’s own account', async () => {
    for (const id of [superuserId, admin.id]) {
      expect(
        (
          await call(t.app, 'PUT', `/api/admin/users/${id}/role/`, {
            token: adminToken,
            body: { role: 'student' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call(t.app, 'PUT', `/api/admin/users/${id}/status/`, {
            token: adminToken,
            body: { is_active: false },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call(t.app, 'DELETE', `/api/admin/users/${id}/delete/`, { token: adminToken })).status,
      ).toBe(403);
    }
    expect(
      (
        await call(t.app, 'PUT', '/api/admin/users/999999/role/', {
          token: adminToken,
          body: { role: 'student' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/api/admin/users/${superuserId}/role/`, {
          token: adminToken,
          body: { role: 'boss' },
        })
      ).status,
    ).toBe(400);
  });

  it('deletes an instructor with their courses, lessons and enrolments, keeping payments by name', async () => {
    const teacher = await buildUser(t.db, { role: 'instructor', username: 'leaving_teacher' });
    const course = await buildCourse(t.db, { instructorId: teacher.id });
    await buildLesson(t.db, { courseId: course.id });
    const learner = await buildUser(t.db);
    await enrollStudent(t.db, learner.id, course.id);
    await buildPayment(t.db, {
      userId: learner.id,
      userName: 'Learner One',
      courseId: course.id,
      courseTitle: course.title,
      amount: 10,
    });
    const removed = await call(t.app, 'DELETE', `/api/admin/users/${teacher.id}/delete/`, {
      token: adminToken,
    });
    expect(removed.body.message).toBe('User leaving_teacher and all associated data deleted successfully');
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    expect(await t.db.select().from(lessons).where(eq(lessons.courseId, course.id))).toHaveLength(0);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.courseId, course.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userName, 'Learner One'));
    expect(payment).toMatchObject({ courseId: null, courseTitle: course.title, amount: 10 });
  });

  it('deletes a student with their enrolments, keeping payments by name', async () => {
    const learner = await buildUser(t.db, { username: 'leaving_student' });
    const course = await buildCourse(t.db, {
      instructorId: (await buildUser(t.db, { role: 'instructor' })).id,
    });
    await enrollStudent(t.db, learner.id, course.id);
    await buildPayment(t.db, {
      userId: learner.id,
      userName: 'Leaving Student',
      courseId: course.id,
      courseTitle: course.title,
      amount: 5,
    });
    await call(t.app, 'DELETE', `/api/admin/users/${learner.id}/delete/`, { token: adminToken });
    expect(await t.db.select().from(enrollments).where(eq(enrollments.studentId, learner.id))).toHaveLength(
      0,
    );
    const [payment] = await t.db.select().from(payments).where(eq(payments.userName, 'Leaving Student'));
    expect(payment?.userId).toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.deleted'));
    expect(audit.map((entry) => entry.targetName)).toContain('leaving_student');
  });
});

describe('admin requests', () => {
  async function apply(username: string) {
    await call(t.app, 'POST', '/api/auth/register/', {
      body: {
        username,
        email: `${username}@example.com`,
        password: 'secret123',
        password_confirm: 'secret123',
        role: 'admin',
      },
    });
    const [request] = await t.db.select().from(adminRequests).where(eq(adminRequests.username, username));
    if (!request) throw new Error('request not stored');
    return request.id;
  }

  it('approves: creates the account, e-mails the applicant, and the new admin signs in', async () => {
    const id = await apply('new_admin');
    const list = await call(t.app, 'GET', '/api/admin/requests/all/', { token: adminToken });
    expect(list.body.admin_requests.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'pending',
      username: 'new_admin',
    });
    const approved = await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken });
    expect(approved.body.message).toBe('Admin request approved successfully!');
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'new_admin', password: 'secret123' },
    });
    expect(login.body.user.role).toBe('admin');
    const [mail] = await outboxMailsTo(t.config.dataDir, 'new_admin@example.com');
    expect(mail?.text).toContain('was approved');
    const again = await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: adminToken });
    expect(again.status).toBe(409);
    const after = await call(t.app, 'GET', '/api/admin/requests/all/', { token: adminToken });
    expect(after.body.admin_requests.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'approved',
      approved_by: 'chief',
    });
  });

  it('rejects only with a reason', async () => {
    const id = await apply('hopeful_admin');
    const blank = await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: adminToken,
      body: { reason: '  ' },
    });
    expect(blank.status).toBe(400);
    const rejected = await call(t.app, 'POST', `/api/admin/requests/${id}/reject/`, {
      token: adminToken,
      body: { reason: 'Not staff' },
    });
    expect(rejected.body.message).toBe('Admin request rejected successfully!');
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'hopeful_admin', password: 'secret123' },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('admin_request_rejected');
    expect(
      (await call(t.app, 'POST', `/api/admin/requests/${id}/approve/`, { token: studentToken })).status,
    ).toBe(403);
  });
});

describe('courses, prices, payments and dashboard', () => {
  it('lists all courses with the revenue of their kept payments and sets a price, refusing a bad one', async () => {
    const teacher = await buildUser(t.db, { role: 'instructor' });
    const course = await buildCourse(t.db, {
      instructorId: teacher.id,
      price: 20,
      currency: 'USD',
      isPublished: false,
    });
    await enrollStudent(t.db, (await buildUser(t.db)).id, course.id);
    await enrollStudent(t.db, (await buildUser(t.db)).id, course.id);
    const paid = { courseId: course.id, courseTitle: course.title, currency: 'USD' } as const;
    await buildPayment(t.db, { ...paid, userName: 'Payer A', amount: 20 });
    // Paid in shillings for the same course: counted in the course's dollars.
    await buildPayment(t.db, { ...paid, userName: 'Payer B', amount: 74_000, currency: 'UGX' });
    await buildPayment(t.db, { ...paid, userName: 'Refunded C', amount: 20, status: 'refunded' });
    await buildPayment(t.db, { ...paid, userName: 'Failed D', amount: 20, status: 'failed' });
    await buildPayment(t.db, { ...paid, userName: 'Pending E', amount: 20, status: 'pending' });
    const list = await call(t.app, 'GET', '/api/admin/courses/', { token: adminToken });
    expect(list.body.find((c: { id: number }) => c.id === course.id)).toMatchObject({
      revenue: 40,
      enrollment_count: 2,
      is_published: false,
    });
    const bad = await call(t.app, 'PUT', `/api/admin/courses/${course.id}/price/`, {
      token: adminToken,
      body: { price: -1 },
    });
    expect(bad.body.error).toBe('Please enter a valid price (0 or greater)');
    const good = await call(t.app, 'PUT', `/api/admin/courses/${course.id}/price/`, {
      token: adminToken,
      body: { price: 12.5 },
    });
    expect(good.body).toEqual({ message: 'Course price updated successfully', price: 12.5 });
    expect(
      (
        await call(t.app, 'PUT', '/api/admin/courses/999999/price/', {
          token: adminToken,
          body: { price: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('reports stats, analytics, payments and recent activity from real data', async () => {
    // Succeeded payments only: 10 + 5 (deleted users' payments, kept) + 20 + 74,000 UGX (= 20) dollars.
    const stats = await call(t.app, 'GET', '/api/admin/dashboard/stats/', { token: adminToken });
    expect(stats.body.totalUsers).toBeGreaterThan(5);
    expect(stats.body.totalRevenue).toBe(55);
    const analytics = await call(t.app, 'GET', '/api/admin/analytics/', { token: adminToken });
    expect(analytics.body.user_stats.role_distribution.admin).toBeGreaterThanOrEqual(3);
    expect(analytics.body.revenue_stats.total_revenue).toBe(55);
    const payments = await call(t.app, 'GET', '/api/admin/payments/', { token: adminToken });
    expect(payments.body.map((p: { user: string }) => p.user).sort()).toEqual([
      'Failed D',
      'Learner One',
      'Leaving Student',
      'Payer A',
      'Payer B',
      'Pending E',
      'Refunded C',
    ]);
    const byUser = (name: string) => payments.body.find((p: { user: string }) => p.user === name);
    expect(byUser('Payer B')).toMatchObject({
      status: 'succeeded',
      provider: 'test',
      amount: 74_000,
      currency: 'UGX',
      commission_rate: 10,
      commission: 7_400,
      instructor_share: 66_600,
    });
    expect(byUser('Payer B').receipt_number).toMatch(/^SOMO-/);
    expect(byUser('Refunded C')).toMatchObject({ status: 'refunded', commission: 2, instructor_share: 18 });
    expect(byUser('Failed D')).toMatchObject({ status: 'failed', receipt_number: null });
    expect(byUser('Pending E')).toMatchObject({ status: 'pending', refunded_at: null });
    const activity = await call(t.app, 'GET', '/api/admin/activity/', { token: adminToken });
    const messages = activity.body.map((item: { message: string }) => item.message);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^chief changed the price of /)]));
    expect(messages).toContain("chief rejected hopeful_admin's admin request");
    expect(activity.body.some((item: { kind: string }) => item.kind === 'signup')).toBe(true);
    // The same sentences as keys and names, for the web app to say in the reader's language.
    expect(activity.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: "chief rejected hopeful_admin's admin request",
          text: { key: 'admin_request.rejected', values: { actor: 'chief', target: 'hopeful_admin' } },
        }),
        expect.objectContaining({
          kind: 'signup',
          text: {
            key: 'signup',
            values: { name: expect.any(String), role: expect.stringMatching(/^(student|instructor|admin)$/) },
          },
        }),
      ]),
    );
  });
});

describe('POST /api/admin/settings/', () => {
  const valid = {
    platform_settings: {
      site_name: 'Somo',
      site_description: 'Learn',
      allow_instructor_registration: true,
      allow_student_registration: true,
      max_file_upload_size: 20,
    },
    pricing_settings: {
      default_currency: 'USD',
      min_course_price: 0,
      max_course_price: 500,
      platform_commission_rate: 12.5,
      allow_free_courses: true,
    },
    ai_settings: { pdf_processing_enabled: true, max_pdf_size: 15, ai_fallback_enabled: true },
  };

  it('saves valid settings, which everyone then sees in the public part', async () => {
    const saved = await call(t.app, 'POST', '/api/admin/settings/', { token: adminToken, body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body.pricing_settings.default_currency).toBe('USD');
    const open = await call(t.app, 'GET', '/api/admin/settings/');
    expect(open.body.pricing_settings).toEqual({ default_currency: 'USD', allow_free_courses: true });
  });

  it.each([
    ['platform_settings', 'max_file_upload_size', 101],
    ['ai_settings', 'max_pdf_size', 51],
    ['pricing_settings', 'platform_commission_rate', 50.5],
    ['pricing_settings', 'min_course_price', -1],
    ['pricing_settings', 'default_currency', 'KES'],
  ] as const)('refuses %s.%s = %s', async (group, key, value) => {
    const body = { ...valid, [group]: { ...valid[group], [key]: value } };
    const response = await call(t.app, 'POST', '/api/admin/settings/', { token: adminToken, body });
    expect(response.status).toBe(400);
  });

  it('is admin-only', async () => {
    expect(
      (await call(t.app, 'POST', '/api/admin/settings/', { token: studentToken, body: valid })).status,
    ).toBe(403);
  });
});

describe('GET /api/admin/system/', () => {
  it('reports the version, the database and whether it answers, the AI provider and the last settings save', async () => {
    const before = await call(t.app, 'GET', '/api/admin/system/', { token: adminToken });
    expect(before.status).toBe(200);
    const postgres = Boolean(process.env.DATABASE_URL);
    expect(before.body).toMatchObject({
      version: rootPackage.version,
      database: {
        kind: postgres ? 'postgresql' : 'pglite',
        label: expect.stringMatching(postgres ? /^PostgreSQL \d+/ : /^Embedded PGlite \(PostgreSQL \d+/),
        reachable: true,
      },
      ai_provider: 'Built-in offline assistant',
    });
    const saved = await call(t.app, 'GET', '/api/admin/settings/', { token: adminToken });
    await call(t.app, 'POST', '/api/admin/settings/', { token: adminToken, body: saved.body });
    const after = await call(t.app, 'GET', '/api/admin/system/', { token: adminToken });
    expect(Date.now() - Date.parse(after.body.settings_updated_at)).toBeLessThan(60_000);
  });
});

describe('an installation with a mail server and an AI model', () => {
  let configured: TestApp;
  let sink: SmtpSink;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    configured = await createTestApp({
      mail: { smtpUrl: sink.url, from: 'Somo <admins@somo.example>' },
      ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'llama3.1:8b', timeoutMs: 1000 },
    });
    token = (await signIn(configured.app, await buildUser(configured.db, { role: 'admin' }))).access;
  });
  afterAll(async () => {
    await configured?.close();
    await sink?.close();
  });

  it('names the configured model as the AI provider', async () => {
    const info = await call(configured.app, 'GET', '/api/admin/system/', { token });
    expect(info.body.ai_provider).toBe('OpenAI-compatible model llama3.1:8b');
  });

  it('sends the approval e-mail through SMTP instead of the outbox', async () => {
    await call(configured.app, 'POST', '/api/auth/register/', {
      body: {
        username: 'smtp_admin',
        email: 'smtp_admin@example.com',
        password: 'secret123',
        password_confirm: 'secret123',
        role: 'admin',
      },
    });
    const [request] = await configured.db
      .select()
      .from(adminRequests)
      .where(eq(adminRequests.username, 'smtp_admin'));
    const approved = await call(configured.app, 'POST', `/api/admin/requests/${request?.id}/approve/`, {
      token,
    });
    expect(approved.status).toBe(200);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'admins@somo.example', to: ['smtp_admin@example.com'] });
    expect(parseEml(sink.received[0]?.data ?? '').text).toContain('was approved');
    await expect(readdir(path.join(configured.config.dataDir, 'outbox'))).rejects.toThrow();
  });
});

describe('POST /api/admin/users/{id}/password-reset/', () => {
  const sendReset = (id: number | string, token?: string) =>
    call(t.app, 'POST', `/api/admin/users/${id}/password-reset/`, { token });

  /** The reset e-mail leaves after the answer: waits a little for it to reach the outbox. */
  const resetMailTo = (address: string) =>
    waitForMail(t.config.dataDir, address, { match: (mail) => mail.text.includes('reset-password?token=') });

  it('e-mails the user a reset link that sets a new password, and records who sent it', async () => {
    const user = await buildUser(t.db, { email: 'forgetful@example.com', firstName: 'Grace' });
    const response = await sendReset(user.id, adminToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'A password reset link has been sent to forgetful@example.com.',
    });

    const mail = await resetMailTo('forgetful@example.com');
    expect(mail.text).toContain(
      `An administrator of Somo sent you this link to choose a new password of your Somo account "${user.username}".`,
    );
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    // Nothing changes until the user follows the link.
    expect((await call(t.app, 'POST', '/api/auth/login/', { body: user })).status).toBe(200);
    const reset = await call(t.app, 'POST', '/api/auth/password/reset/', {
      body: { token, password: 'fresh-start-5', password_confirm: 'fresh-start-5' },
    });
    expect(reset.status).toBe(200);
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: user.username, password: 'fresh-start-5' },
    });
    expect(login.status).toBe(200);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password_reset_sent'));
    expect(entry).toMatchObject({ actorId: admin.id, targetId: user.id, targetName: user.username });
  });

  it('writes the reset e-mail in the user’s language', async () => {
    const user = await buildUser(t.db, {
      email: 'ines@example.com',
      username: 'ines',
      firstName: 'Inés',
      lastName: 'Restrepo',
      languagePreference: 'es',
    });
    expect((await sendReset(user.id, adminToken)).status).toBe(200);
    const mail = await resetMailTo('ines@example.com');
    expect(mail.to).toBe('Inés Restrepo <ines@example.com>');
    expect(mail.subject).toBe('Restablezca su contraseña de Somo');
    expect(mail.text).toContain('Hola, Inés:');
    expect(mail.text).toContain(
      'Un administrador de Somo le envió este enlace para que elija una nueva contraseña de su cuenta de Somo "ines". Ábralo en los próximos 30 minutos:',
    );
  });

  it('answers a student or instructor 403 whether or not the user exists, and a guest 401', async () => {
    const user = await buildUser(t.db);
    for (const token of [studentToken, instructorToken]) {
      for (const id of [user.id, 999_999]) {
        const response = await sendReset(id, token);
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('forbidden');
      }
    }
    expect((await sendReset(user.id)).status).toBe(401);
  });

  it('refuses a superuser and the admin’s own account', async () => {
    const superuser = await sendReset(superuserId, adminToken);
    expect(superuser.status).toBe(403);
    expect(superuser.body.error).toBe('Superuser accounts cannot be changed or deleted.');
    const self = await sendReset(admin.id, adminToken);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe('You cannot change or delete your own account.');
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const missing = await sendReset(999_999, adminToken);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const bad = await sendReset('12abc', adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
  });
});
