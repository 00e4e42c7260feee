import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../db/schema/admin';
import { enrollments } from '../../db/schema/courses';
import { notifications } from '../../db/schema/notifications';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { buildCourse, buildUser, enrollStudent, signIn, type BuiltUser } from '../../../test/factories';
import { waitForMail } from '../../../test/outbox';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_HASH,
  startFakeFlutterwave,
  type FakeFlutterwave,
} from '../../../test/fake-flutterwave';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { checkPendingPayments } from './payment-status-check';
import type { PaymentsDeps } from './payments.deps';

let t: TestApp;
let fake: FakeFlutterwave;
let instructor: BuiltUser;
let course: { id: number; title: string };
let adminToken: string;
let instructorToken: string;
const quiet = { info: () => undefined, warn: () => undefined };

const CHECKOUTS_PER_MINUTE = 5;

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  const defaults = loadConfig({});
  t = await createTestApp({
    payments: {
      provider: 'flutterwave',
      flutterwave: {
        baseUrl: fake.url,
        secretKey: FAKE_SECRET_KEY,
        webhookHash: FAKE_WEBHOOK_HASH,
        timeoutMs: 1000,
      },
      statusCheckIntervalMs: 60_000,
    },
    rateLimits: { ...defaults.rateLimits, checkout: { max: CHECKOUTS_PER_MINUTE, windowMs: 60_000 } },
  });
  instructor = await buildUser(t.db, { role: 'instructor', firstName: 'Grace', lastName: 'Teacher' });
  instructorToken = (await signIn(t.app, instructor)).access;
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
  course = await buildCourse(t.db, { instructorId: instructor.id, price: 50_000, currency: 'UGX' });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let students = 0;

async function newStudent() {
  students += 1;
  const user = await buildUser(t.db, { firstName: 'Amina', lastName: `Student${students}` });
  return { user, token: (await signIn(t.app, user)).access };
}

function checkout(token: string | undefined, body: unknown = { course_id: course.id }) {
  return call(t.app, 'POST', '/api/payments/checkout/', { token, body });
}

async function paymentRow(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} missing`);
  return row;
}

/** A student with a fresh pending payment for the course, and its row. */
async function studentWithCheckout(courseId = course.id) {
  const student = await newStudent();
  const answer = await checkout(student.token, { course_id: courseId });
  expect(answer.status).toBe(201);
  return {
    ...student,
    paymentId: answer.body.payment_id as number,
    row: await paymentRow(answer.body.payment_id),
  };
}

function webhook(body: unknown, headers: Record<string, string> = { 'verif-hash': FAKE_WEBHOOK_HASH }) {
  return call(t.app, 'POST', '/api/payments/webhooks/flutterwave/', { body, headers });
}

async function isEnrolled(studentId: number, courseId = course.id) {
  const [row] = await t.db
    .select({ active: enrollments.isActive })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  return row?.active ?? false;
}

async function enrollmentNotifications(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'enrollment')));
}

function requestsTo(pathStart: string) {
  return fake.requests.filter((request) => request.path.startsWith(pathStart));
}

function checkDeps(): PaymentsDeps {
  return { db: t.db, config: t.config, mailer: createMailer(t.config, quiet), log: quiet };
}

describe('POST /api/payments/checkout/', () => {
  it('opens a Flutterwave checkout for the course price, whatever the body says about money', async () => {
    const { user, token } = await newStudent();
    const answer = await checkout(token, { course_id: course.id, amount: 1, currency: 'USD' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      payment_id: expect.any(Number),
      status: 'pending',
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\//),
    });
    const row = await paymentRow(answer.body.payment_id);
    expect(row).toMatchObject({
      status: 'pending',
      provider: 'flutterwave',
      amount: 50_000,
      currency: 'UGX',
      userId: user.id,
      userName: `Amina ${user.lastName}`,
      courseTitle: course.title,
      commissionRate: 10,
      paidAt: null,
      receiptNumber: null,
    });
    expect(row.txRef).toMatch(/^somo_[0-9a-f]{32}$/);
    const sent = fake.checkouts.get(row.txRef);
    expect(sent).toMatchObject({
      tx_ref: row.txRef,
      amount: 50_000,
      currency: 'UGX',
      redirect_url: `http://localhost:80/payments/${row.id}`,
      customer: { email: user.email, name: `Amina ${user.lastName}` },
      payment_options: 'mobilemoneyuganda,card',
    });
    expect(
      requestsTo('/v3/payments').every((request) => request.authorization === `Bearer ${FAKE_SECRET_KEY}`),
    ).toBe(true);
  });

  it('reuses the pending payment on a second checkout instead of opening another', async () => {
    const { token, paymentId, row } = await studentWithCheckout();
    const before = requestsTo('/v3/payments').length;
    const again = await checkout(token);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ payment_id: paymentId, status: 'pending', checkout_url: row.checkoutUrl });
    expect(requestsTo('/v3/payments')).toHaveLength(before);
  });

  it('makes one payment of two checkouts at once', async () => {
    const { user, token } = await newStudent();
    const [first, second] = await Promise.all([checkout(token), checkout(token)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.payment_id).toBe(second.body.payment_id);
    expect(first.body.checkout_url).toBe(second.body.checkout_url);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('opens a new checkout when the price changed since the pending one', async () => {
    const pricey = await buildCourse(t.db, { instructorId: instructor.id, price: 20, currency: 'USD' });
    const { token, paymentId } = await studentWithCheckout(pricey.id);
    await t.db.execute(sql`update courses set price = 25 where id = ${pricey.id}`);
    const again = await checkout(token, { course_id: pricey.id });
    expect(again.body.payment_id).not.toBe(paymentId);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
    // Charged as the course page shows it: in the platform currency (UGX), at the spec's rate.
    expect(await paymentRow(again.body.payment_id)).toMatchObject({
      status: 'pending',
      amount: 92_500,
      currency: 'UGX',
    });
    expect(fake.checkouts.get((await paymentRow(again.body.payment_id)).txRef)).toMatchObject({
      amount: 92_500,
      currency: 'UGX',
      payment_options: 'mobilemoneyuganda,card',
    });
  });

  it('refuses bad input, other roles, missing, draft and free courses and the enrolled', async () => {
    const { user, token } = await newStudent();
    expect((await checkout(undefined)).status).toBe(401);
    const missingBody = await call(t.app, 'POST', '/api/payments/checkout/', { token });
    expect(missingBody.status).toBe(400);
    const badId = await checkout(token, { course_id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'validation_error', fields: { course_id: expect.any(String) } });
    expect((await checkout(token, { course_id: 2_147_483_648 })).status).toBe(400);
    const asInstructor = await checkout(instructorToken);
    expect(asInstructor.status).toBe(403);
    expect(asInstructor.body.error).toBe('Instructors cannot enroll in courses. Only students can enroll.');
    expect((await checkout(adminToken)).status).toBe(403);
    expect((await checkout(token, { course_id: 999_999 })).status).toBe(404);
    const draft = await buildCourse(t.db, { instructorId: instructor.id, price: 10, isPublished: false });
    expect((await checkout(token, { course_id: draft.id })).status).toBe(404);
    const free = await buildCourse(t.db, { instructorId: instructor.id, price: 0 });
    const freeAnswer = await checkout(token, { course_id: free.id });
    expect(freeAnswer.status).toBe(400);
    expect(freeAnswer.body).toMatchObject({ code: 'bad_request', error: expect.stringContaining('free') });
    await enrollStudent(t.db, user.id, course.id);
    const enrolled = await checkout(token);
    expect(enrolled.status).toBe(409);
    expect(enrolled.body.error).toBe('You are already enrolled in this course.');
  });

  it('limits how often one student opens checkouts', async () => {
    const { token } = await newStudent();
    for (let round = 0; round < CHECKOUTS_PER_MINUTE; round += 1)
      expect((await checkout(token)).status).toBe(201);
    const limited = await checkout(token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });

  it('answers 502 with the error shape when Flutterwave fails, is unreachable or too slow', async () => {
    const { user, token } = await newStudent();
    for (const trouble of ['error', 'drop', 'hang'] as const) {
      fake.fail(trouble);
      const answer = await checkout(token);
      fake.recover();
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        error: 'The payment provider could not be reached. Please try again in a moment.',
        detail: 'The payment provider could not be reached. Please try again in a moment.',
        code: 'payment_provider_error',
      });
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });
});

describe('POST /api/payments/webhooks/flutterwave/', () => {
  it('enrols the student on a verified success, once, with a receipt and notifications', async () => {
    const { user, token, paymentId, row } = await studentWithCheckout();
    const transaction = fake.pay(row.txRef);
    const answer = await webhook(fake.webhookBody(transaction));
    expect(answer.status).toBe(200);
    expect(requestsTo(`/v3/transactions/${transaction.id}/verify`)).toHaveLength(1);
    const paid = await paymentRow(paymentId);
    expect(paid).toMatchObject({ status: 'succeeded', providerTransactionId: String(transaction.id) });
    expect(paid.receiptNumber).toBe(
      `SOMO-${new Date().getUTCFullYear()}-${String(paymentId).padStart(6, '0')}`,
    );
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await isEnrolled(user.id)).toBe(true);
    const status = await call(t.app, 'GET', `/api/student/courses/${course.id}/enrollment-status/`, {
      token,
    });
    expect(status.body).toEqual({ enrolled: true });
    const own = await enrollmentNotifications(user.id);
    expect(own.map((notification) => notification.message)).toEqual([
      `Payment received (receipt ${paid.receiptNumber}). You are now enrolled in "${course.title}".`,
    ]);
    const forInstructor = (await enrollmentNotifications(instructor.id)).filter((notification) =>
      notification.message.startsWith(paid.userName),
    );
    expect(forInstructor).toHaveLength(1);
    const mail = await waitForMail(t.config.dataDir, user.email);
    expect(mail.subject).toBe(`Your Somo receipt ${paid.receiptNumber}`);
    expect(mail.text).toContain('Amount: 50,000 UGX');
    expect(mail.text).toContain('http://localhost:80/student/payments');

    // The same webhook again: answered, applied once.
    const again = await webhook(fake.webhookBody(transaction));
    expect(again.status).toBe(200);
    expect(await paymentRow(paymentId)).toEqual(paid);
    expect(await enrollmentNotifications(user.id)).toHaveLength(1);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.studentId, user.id))).toHaveLength(1);
  });

  it('refuses a forged or missing signature before looking at anything', async () => {
    const { row, paymentId, user } = await studentWithCheckout();
    const transaction = fake.pay(row.txRef);
    const verifies = requestsTo('/v3/transactions/').length;
    const forged: Record<string, string>[] = [{ 'verif-hash': 'not-the-hash' }, {}, { 'verif-hash': '' }];
    for (const headers of forged) {
      const answer = await webhook(fake.webhookBody(transaction), headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'invalid_signature', error: 'Invalid webhook signature.' });
    }
    expect(requestsTo('/v3/transactions/')).toHaveLength(verifies);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await isEnrolled(user.id)).toBe(false);
  });

  it('trusts the provider, not the webhook body: a body claiming success for a pending transaction changes nothing', async () => {
    const { row, paymentId } = await studentWithCheckout();
    const transaction = fake.pay(row.txRef, { status: 'pending' });
    const answer = await webhook({
      event: 'charge.completed',
      data: { ...transaction, status: 'successful' },
    });
    expect(answer.status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('fails a declined payment and enrols nobody', async () => {
    const { user, token, row, paymentId } = await studentWithCheckout();
    const transaction = fake.pay(row.txRef, { status: 'failed' });
    expect((await webhook(fake.webhookBody(transaction))).status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await isEnrolled(user.id)).toBe(false);
    // The student may try again: a failed payment is not reused.
    const retry = await checkout(token);
    expect(retry.body.payment_id).not.toBe(paymentId);
  });

  it('fails a payment whose verified amount or currency differs, and enrols nobody', async () => {
    for (const [overrides, reason] of [
      [{ amount: 500 }, 'amount_mismatch'],
      [{ currency: 'KES' }, 'currency_mismatch'],
    ] as const) {
      const { user, row, paymentId } = await studentWithCheckout();
      const transaction = fake.pay(row.txRef, overrides);
      expect((await webhook(fake.webhookBody(transaction))).status).toBe(200);
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureReason: reason });
      expect(await isEnrolled(user.id)).toBe(false);
      expect(await enrollmentNotifications(user.id)).toHaveLength(0);
    }
  });

  it('acknowledges events it does not act on and transactions it does not know', async () => {
    const unknown = await webhook({ event: 'charge.completed', data: { id: 1, tx_ref: 'somo_unknown' } });
    expect(unknown.status).toBe(200);
    const transfer = await webhook({ event: 'transfer.completed', data: { id: 2 } });
    expect(transfer.status).toBe(200);
    const strange = await webhook({ hello: 'world' });
    expect(strange.status).toBe(200);
  });

  it('answers 502 while Flutterwave cannot confirm, so the webhook is sent again, and then applies it', async () => {
    const { user, row, paymentId } = await studentWithCheckout();
    const transaction = fake.pay(row.txRef);
    fake.fail('error');
    const failed = await webhook(fake.webhookBody(transaction));
    fake.recover();
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('payment_provider_error');
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect((await webhook(fake.webhookBody(transaction))).status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('succeeded');
    expect(await isEnrolled(user.id)).toBe(true);
  });

  it('has no webhook for the test provider and refuses unknown providers', async () => {
    const test = await call(t.app, 'POST', '/api/payments/webhooks/test/', { body: {} });
    expect(test.status).toBe(404);
    const unknown = await call(t.app, 'POST', '/api/payments/webhooks/paypal/', { body: {} });
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/payments/{id}/ and GET /api/payments/', () => {
  it('settles a paid payment when the return page asks, before any webhook, asking at most every 10 seconds', async () => {
    const { user, token, row, paymentId } = await studentWithCheckout();
    const byReference = () => requestsTo(`/v3/transactions/verify_by_reference?tx_ref=${row.txRef}`).length;
    const waiting = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token });
    expect(waiting.body).toMatchObject({
      status: 'pending',
      checkout_url: row.checkoutUrl,
      can_refund: false,
    });
    expect(byReference()).toBe(1);
    fake.pay(row.txRef);
    const soon = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token });
    expect(soon.body.status).toBe('pending');
    expect(byReference()).toBe(1);
    await t.db.execute(
      sql`update payments set last_checked_at = now() - interval '11 seconds' where id = ${paymentId}`,
    );
    const settled = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token });
    expect(settled.status).toBe(200);
    expect(settled.body).toEqual({
      id: paymentId,
      course_id: course.id,
      course_title: course.title,
      amount: 50_000,
      currency: 'UGX',
      status: 'succeeded',
      provider: 'flutterwave',
      created_at: row.createdAt.toISOString(),
      paid_at: expect.any(String),
      receipt_number: expect.stringMatching(/^SOMO-\d{4}-\d{6}$/),
      refunded_at: null,
      can_refund: true,
      checkout_url: null,
    });
    expect(await isEnrolled(user.id)).toBe(true);
  });

  it('answers a pending payment as it is while Flutterwave is down', async () => {
    const { token, paymentId } = await studentWithCheckout();
    fake.fail('error');
    const answer = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token });
    fake.recover();
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('pending');
  });

  it("shows a payment to its owner and admins only; others' are not found", async () => {
    const { paymentId } = await studentWithCheckout();
    const other = await newStudent();
    expect((await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token: other.token })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token: instructorToken })).status).toBe(
      404,
    );
    const asAdmin = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token: adminToken });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.id).toBe(paymentId);
    expect((await call(t.app, 'GET', '/api/payments/999999/', { token: adminToken })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/payments/abc/', { token: adminToken })).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/payments/${paymentId}/`)).status).toBe(401);
  });

  it("lists the student's own payments, newest first, for students only", async () => {
    const { user, token, paymentId } = await studentWithCheckout();
    const second = await buildCourse(t.db, { instructorId: instructor.id, price: 15, currency: 'USD' });
    const later = await checkout(token, { course_id: second.id });
    await studentWithCheckout();
    const list = await call(t.app, 'GET', '/api/payments/', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((payment: { id: number }) => payment.id)).toEqual([
      later.body.payment_id,
      paymentId,
    ]);
    expect(list.body.every((payment: { course_title: string }) => payment.course_title)).toBe(true);
    expect((await call(t.app, 'GET', '/api/payments/', { token: instructorToken })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/payments/', { token: adminToken })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/payments/')).status).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('the periodic status check', () => {
  it('settles a payment whose webhook never came, and leaves young payments to their webhook', async () => {
    const late = await studentWithCheckout();
    const young = await studentWithCheckout();
    fake.pay(late.row.txRef);
    fake.pay(young.row.txRef);
    await t.db.execute(
      sql`update payments set created_at = now() - interval '3 minutes' where id = ${late.paymentId}`,
    );
    const summary = await checkPendingPayments(checkDeps());
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(late.paymentId)).status).toBe('succeeded');
    expect(await isEnrolled(late.user.id)).toBe(true);
    expect((await paymentRow(young.paymentId)).status).toBe('pending');
  });

  it('gives up a payment the provider never heard of after 24 hours, but not one still under way', async () => {
    const abandoned = await studentWithCheckout();
    const slow = await studentWithCheckout();
    fake.pay(slow.row.txRef, { status: 'pending' });
    for (const id of [abandoned.paymentId, slow.paymentId]) {
      await t.db.execute(sql`update payments set created_at = now() - interval '25 hours' where id = ${id}`);
    }
    await checkPendingPayments(checkDeps());
    expect(await paymentRow(abandoned.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'expired',
    });
    expect((await paymentRow(slow.paymentId)).status).toBe('pending');
  });

  it('keeps going when the provider is down, and tries again on the next round', async () => {
    const late = await studentWithCheckout();
    fake.pay(late.row.txRef);
    await t.db.execute(
      sql`update payments set created_at = now() - interval '3 minutes' where id = ${late.paymentId}`,
    );
    fake.fail('error');
    await checkPendingPayments(checkDeps());
    fake.recover();
    expect((await paymentRow(late.paymentId)).status).toBe('pending');
    await t.db.execute(
      sql`update payments set last_checked_at = now() - interval '1 minute' where id = ${late.paymentId}`,
    );
    await checkPendingPayments(checkDeps());
    expect((await paymentRow(late.paymentId)).status).toBe('succeeded');
  });
});

describe('POST /api/payments/{id}/refund/', () => {
  async function paidStudent() {
    const student = await studentWithCheckout();
    const transaction = fake.pay(student.row.txRef);
    await webhook(fake.webhookBody(transaction));
    return { ...student, transaction };
  }

  it('refunds the student within 30 days: the provider first, then the payment and the enrolment', async () => {
    const { user, token, paymentId, transaction } = await paidStudent();
    expect(await isEnrolled(user.id)).toBe(true);
    const answer = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: paymentId, status: 'refunded', can_refund: false });
    expect(answer.body.refunded_at).toEqual(expect.any(String));
    const refunds = requestsTo(`/v3/transactions/${transaction.id}/refund`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      body: { amount: 50_000 },
    });
    expect(await isEnrolled(user.id)).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.targetId, paymentId)));
    expect(audit).toMatchObject({ actorId: user.id, targetType: 'payment', targetId: paymentId });
    expect(audit?.details).toMatchObject({ course_id: course.id });
    const again = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token });
    expect(again.status).toBe(409);
    // The course can be bought again, and the enrolment comes back.
    const rebuy = await checkout(token);
    expect(rebuy.status).toBe(201);
  });

  it('refuses the student after 30 days; an admin may still refund', async () => {
    const { user, token, paymentId } = await paidStudent();
    await t.db.execute(sql`update payments set paid_at = now() - interval '31 days' where id = ${paymentId}`);
    const listed = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token });
    expect(listed.body.can_refund).toBe(false);
    const late = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token });
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({
      code: 'refund_window_closed',
      error: 'The 30-day money-back guarantee for this payment has ended.',
    });
    expect(await isEnrolled(user.id)).toBe(true);
    const asAdmin = await call(t.app, 'GET', `/api/payments/${paymentId}/`, { token: adminToken });
    expect(asAdmin.body.can_refund).toBe(true);
    const byAdmin = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token: adminToken });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe('refunded');
    expect(await isEnrolled(user.id)).toBe(false);
  });

  it('refuses other roles, other students, unpaid payments and a provider that fails', async () => {
    const { token, paymentId } = await paidStudent();
    const other = await newStudent();
    expect(
      (await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token: instructorToken })).status,
    ).toBe(403);
    expect((await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`)).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/payments/999999/refund/', { token })).status).toBe(404);
    const pending = await studentWithCheckout();
    const unpaid = await call(t.app, 'POST', `/api/payments/${pending.paymentId}/refund/`, {
      token: pending.token,
    });
    expect(unpaid.status).toBe(409);
    fake.fail('error');
    const down = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token });
    fake.recover();
    expect(down.status).toBe(502);
    expect((await paymentRow(paymentId)).status).toBe('succeeded');
  });
});

describe('POST /api/payments/{id}/test-complete/', () => {
  it('does not exist while Flutterwave is the provider', async () => {
    const { token, paymentId } = await studentWithCheckout();
    const answer = await call(t.app, 'POST', `/api/payments/${paymentId}/test-complete/`, {
      token,
      body: { outcome: 'approve' },
    });
    expect(answer.status).toBe(404);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });
});

describe('the admin reports', () => {
  it('list each payment with its status, commission and instructor share', async () => {
    const answer = await call(t.app, 'GET', '/api/admin/payments/', { token: adminToken });
    const statuses = new Set(answer.body.map((payment: { status: string }) => payment.status));
    expect(statuses).toEqual(new Set(['pending', 'succeeded', 'failed', 'refunded']));
    const succeeded = answer.body.find((payment: { status: string }) => payment.status === 'succeeded');
    expect(succeeded).toMatchObject({
      amount: 50_000,
      currency: 'UGX',
      provider: 'flutterwave',
      commission_rate: 10,
      commission: 5_000,
      instructor_share: 45_000,
    });
  });
});
