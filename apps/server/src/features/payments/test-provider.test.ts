import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENT_LABEL } from '@somo/contract/payments';
import { payments } from '../../db/schema/admin';
import { enrollments } from '../../db/schema/courses';
import { loadConfig } from '../../config';
import { buildCourse, buildUser, signIn, type BuiltUser } from '../../../test/factories';
import { waitForMail } from '../../../test/outbox';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let off: TestApp;
let instructor: BuiltUser;
let course: { id: number; title: string };
let adminToken: string;

beforeAll(async () => {
  const defaults = loadConfig({});
  t = await createTestApp({ payments: { ...defaults.payments, provider: 'test', flutterwave: undefined } });
  off = await createTestApp({
    payments: { ...defaults.payments, provider: undefined, flutterwave: undefined },
  });
  instructor = await buildUser(t.db, { role: 'instructor' });
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
  course = await buildCourse(t.db, { instructorId: instructor.id, price: 19.99, currency: 'USD' });
});

afterAll(async () => {
  await t?.close();
  await off?.close();
});

async function newStudent(app: TestApp = t, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(app.db, overrides);
  return { user, token: (await signIn(app.app, user)).access };
}

async function checkout(token: string, courseId = course.id) {
  return call(t.app, 'POST', '/api/payments/checkout/', { token, body: { course_id: courseId } });
}

function complete(id: number, token: string | undefined, body: unknown) {
  return call(t.app, 'POST', `/api/payments/${id}/test-complete/`, { token, body });
}

async function isEnrolled(studentId: number) {
  const [row] = await t.db
    .select({ active: enrollments.isActive })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, course.id)));
  return row?.active ?? false;
}

describe('the built-in test provider', () => {
  it("sends the student to the web app's own prompt, where Approve enrols them with a receipt", async () => {
    const { user, token } = await newStudent();
    const started = await checkout(token);
    expect(started.status).toBe(201);
    const id = started.body.payment_id as number;
    expect(started.body.checkout_url).toBe(`http://localhost:80/payments/${id}/test`);
    const approved = await complete(id, token, { outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'succeeded',
      provider: 'test',
      // The course costs $19.99; the student pays what its page shows, in the platform currency.
      amount: 73_963,
      currency: 'UGX',
      can_refund: true,
      receipt_number: expect.stringMatching(/^SOMO-\d{4}-\d{6}$/),
    });
    expect(await isEnrolled(user.id)).toBe(true);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.providerTransactionId).toMatch(/^test_/);
    const mail = await waitForMail(t.config.dataDir, user.email);
    expect(mail.text).toContain(`Receipt number: ${approved.body.receipt_number}`);
    expect(mail.text).toContain('Amount: 73,963 UGX');
    expect(mail.text).toContain(`Paid with: ${TEST_PAYMENT_LABEL}`);

    // A second press changes nothing.
    const again = await complete(id, token, { outcome: 'decline' });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('succeeded');
  });

  it('sends a French-speaking student the receipt in French, in their time zone', async () => {
    const { user, token } = await newStudent(t, {
      email: 'celestin@example.com',
      firstName: 'Célestin',
      lastName: 'Habimana',
      languagePreference: 'fr',
      timezone: 'Africa/Kigali',
    });
    const id = (await checkout(token)).body.payment_id as number;
    const approved = await complete(id, token, { outcome: 'approve' });
    const receipt = approved.body.receipt_number as string;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    const paidOn = new Intl.DateTimeFormat('fr', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Africa/Kigali',
    }).format(row?.paidAt ?? undefined);

    const mail = await waitForMail(t.config.dataDir, user.email);
    expect(mail.raw).toContain('To: =?UTF-8?Q?C=C3=A9lestin_Habimana?= <celestin@example.com>');
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_re=C3=A7u_Somo_SOMO-/m);
    expect(mail.subject).toBe(`Votre reçu Somo ${receipt}`);
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Célestin,',
      '',
      `Merci pour votre paiement. Votre inscription au cours «\u00a0${course.title}\u00a0» est confirmée.`,
      '',
      `Numéro de reçu\u00a0: ${receipt}`,
      `Cours\u00a0: ${course.title}`,
      'Montant\u00a0: 73\u202f963 UGX',
      `Date du paiement\u00a0: ${paidOn} (Africa/Kigali)`,
      'Moyen de paiement\u00a0: Paiement de test — aucun argent n’est débité',
      `Référence\u00a0: ${row?.txRef}`,
      '',
      'Satisfait ou remboursé pendant 30\u00a0jours. Vous pouvez demander un remboursement dans les 30\u00a0jours depuis la page Mes paiements\u00a0:',
      'http://localhost:80/student/payments',
      '',
      'Somo',
    ]);
  });

  it('sends a Swahili-speaking student the receipt in Swahili', async () => {
    const { user, token } = await newStudent(t, { firstName: 'Neema', languagePreference: 'sw' });
    const id = (await checkout(token)).body.payment_id as number;
    const approved = await complete(id, token, { outcome: 'approve' });
    const mail = await waitForMail(t.config.dataDir, user.email);
    expect(mail.subject).toBe(`Risiti yako ya Somo ${approved.body.receipt_number}`);
    expect(mail.text).toContain('Habari Neema,');
    expect(mail.text).toContain(`Asante kwa malipo yako. Sasa umesajiliwa katika kozi "${course.title}".`);
    expect(mail.text).toContain('Kiasi: 73,963 UGX');
    expect(mail.text).toContain('Njia ya malipo: Malipo ya majaribio — hakuna pesa inayotozwa');
    expect(mail.text).toContain('(UTC)');
  });

  it('fails the payment on Decline, and a new checkout starts afresh', async () => {
    const { user, token } = await newStudent();
    const id = (await checkout(token)).body.payment_id as number;
    const declined = await complete(id, token, { outcome: 'decline' });
    expect(declined.body).toMatchObject({ status: 'failed', receipt_number: null, can_refund: false });
    expect(await isEnrolled(user.id)).toBe(false);
    const retry = await checkout(token);
    expect(retry.body.payment_id).not.toBe(id);
  });

  it('is for the payment owner only and checks its input', async () => {
    const { token } = await newStudent();
    const id = (await checkout(token)).body.payment_id as number;
    const other = await newStudent();
    expect((await complete(id, other.token, { outcome: 'approve' })).status).toBe(404);
    expect((await complete(id, adminToken, { outcome: 'approve' })).status).toBe(404);
    expect((await complete(id, undefined, { outcome: 'approve' })).status).toBe(401);
    expect((await complete(999_999, token, { outcome: 'approve' })).status).toBe(404);
    const bad = await complete(id, token, { outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error', fields: { outcome: expect.any(String) } });
    expect((await complete(id, token, undefined)).status).toBe(400);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.status).toBe('pending');
  });

  it('refunds without calling anyone, and the admin sees it refunded', async () => {
    const { user, token } = await newStudent();
    const id = (await checkout(token)).body.payment_id as number;
    await complete(id, token, { outcome: 'approve' });
    const refunded = await call(t.app, 'POST', `/api/payments/${id}/refund/`, { token });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(await isEnrolled(user.id)).toBe(false);
    const list = await call(t.app, 'GET', '/api/admin/payments/', { token: adminToken });
    expect(list.body.find((payment: { id: number }) => payment.id === id)).toMatchObject({
      status: 'refunded',
      refunded_at: expect.any(String),
    });
    const activity = await call(t.app, 'GET', '/api/admin/activity/', { token: adminToken });
    expect(activity.body.map((item: { message: string }) => item.message)).toContain(
      `${user.username} refunded a payment for ${course.title}`,
    );
  });
});

describe('payments switched off', () => {
  it('answers checkout with 503 and has no test prompt', async () => {
    const teacher = await buildUser(off.db, { role: 'instructor' });
    const paid = await buildCourse(off.db, { instructorId: teacher.id, price: 10 });
    const { token } = await newStudent(off);
    const answer = await call(off.app, 'POST', '/api/payments/checkout/', {
      token,
      body: { course_id: paid.id },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'service_unavailable',
      error: 'Payments are not set up on this platform.',
    });
    const prompt = await call(off.app, 'POST', '/api/payments/1/test-complete/', {
      token,
      body: { outcome: 'approve' },
    });
    expect(prompt.status).toBe(404);
    // Enrolment without paying stays closed: 402 as before.
    const enrol = await call(off.app, 'POST', '/api/student/enroll/', {
      token,
      body: { course_id: paid.id },
    });
    expect(enrol.status).toBe(402);
    expect(enrol.body.error).toBe('Payment required');
  });
});
