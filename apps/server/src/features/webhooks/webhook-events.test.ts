import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WebhookPayload } from '@somo/contract/webhooks';
import { loadConfig } from '../../config';
import { adminRequests } from '../../db/schema/users';
import { buildCourse, buildUser, enrollStudent, SAMPLE_QUESTIONS, signIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { startTestReceiver, type TestReceiver } from './test-receiver';
import { createWebhookWorker } from './webhook-worker';

/** The features that emit events, driven through the API as people use them. */
let t: TestApp;
let receiver: TestReceiver;
let adminToken: string;
let instructor: { id: number; token: string };

beforeAll(async () => {
  const defaults = loadConfig({});
  t = await createTestApp({ payments: { ...defaults.payments, provider: 'test', flutterwave: undefined } });
  receiver = await startTestReceiver();
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
  const teacher = await buildUser(t.db, { role: 'instructor' });
  instructor = { id: teacher.id, token: (await signIn(t.app, teacher)).access };
  const created = await call(t.app, 'POST', '/api/admin/webhooks/', {
    token: adminToken,
    body: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

beforeEach(() => {
  receiver.received.length = 0;
});

async function received() {
  const worker = createWebhookWorker({
    db: t.db,
    log: { warn: () => undefined },
    allowLocalHttp: true,
    retryDelaysMs: [0],
  });
  while ((await worker.runOnce()) > 0) {
    // every due delivery is sent before the test looks
  }
  return receiver.received.map((request) => WebhookPayload.parse(JSON.parse(request.body)));
}

async function student() {
  const user = await buildUser(t.db, { role: 'student' });
  return { user, token: (await signIn(t.app, user)).access };
}

describe('events from the features', () => {
  it('a paid enrolment: payment.succeeded and enrollment.created; a refund: payment.refunded', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 20, currency: 'USD' });
    const buyer = await student();
    const started = await call(t.app, 'POST', '/api/payments/checkout/', {
      token: buyer.token,
      body: { course_id: course.id },
    });
    expect(started.status).toBe(201);
    const paymentId = started.body.payment_id as number;
    expect(await received()).toEqual([]);
    const approved = await call(t.app, 'POST', `/api/payments/${paymentId}/test-complete/`, {
      token: buyer.token,
      body: { outcome: 'approve' },
    });
    expect(approved.status).toBe(200);
    const events = await received();
    expect(events.map((event) => event.type).sort()).toEqual(['enrollment.created', 'payment.succeeded']);
    expect(events.find((event) => event.type === 'payment.succeeded')?.data).toMatchObject({
      payment_id: paymentId,
      user_id: buyer.user.id,
      course_id: course.id,
      paid_at: expect.any(String),
      refunded_at: null,
    });
    expect(events.find((event) => event.type === 'enrollment.created')?.data).toEqual({
      student_id: buyer.user.id,
      course_id: course.id,
    });

    receiver.received.length = 0;
    const refunded = await call(t.app, 'POST', `/api/payments/${paymentId}/refund/`, { token: adminToken });
    expect(refunded.status).toBe(200);
    const afterRefund = await received();
    expect(afterRefund.map((event) => event.type)).toEqual(['payment.refunded']);
    expect(afterRefund[0]?.data).toMatchObject({ payment_id: paymentId, refunded_at: expect.any(String) });
  });

  it('a declined payment sends nothing', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 20, currency: 'USD' });
    const buyer = await student();
    const started = await call(t.app, 'POST', '/api/payments/checkout/', {
      token: buyer.token,
      body: { course_id: course.id },
    });
    await call(t.app, 'POST', `/api/payments/${started.body.payment_id}/test-complete/`, {
      token: buyer.token,
      body: { outcome: 'decline' },
    });
    expect(await received()).toEqual([]);
  });

  // A passing attempt is finished in a transaction (it may complete the course), a failing one in one statement.
  it.each([
    { answer: 1, percentage: 100 },
    { answer: 0, percentage: 0 },
  ])(
    'a submitted assessment: assessment.submitted with the score ($percentage %)',
    async ({ answer, percentage }) => {
      const course = await buildCourse(t.db, { instructorId: instructor.id, isPublished: true });
      const created = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
        token: instructor.token,
        body: { title: 'Quiz', questions: [SAMPLE_QUESTIONS[0]], is_active: true },
      });
      expect(created.status).toBe(201);
      const assessmentId = created.body.id as number;
      const learner = await student();
      await enrollStudent(t.db, learner.user.id, course.id);
      const path = `/api/student/assessments/${assessmentId}`;
      const started = await call(t.app, 'POST', `${path}/start/`, { token: learner.token });
      expect(started.status).toBe(200);
      const submitted = await call(t.app, 'POST', `${path}/submit/`, {
        token: learner.token,
        body: { answers: { '0': answer } },
      });
      expect(submitted.status).toBe(200);
      expect(submitted.body.percentage).toBe(percentage);
      const events = await received();
      expect(events.map((event) => event.type)).toEqual(['assessment.submitted']);
      expect(events[0]?.data).toEqual({
        submission_id: started.body.submission.id,
        assessment_id: assessmentId,
        course_id: course.id,
        student_id: learner.user.id,
        attempt_number: 1,
        score: percentage,
        percentage,
        is_late_submission: false,
        submitted_at: expect.any(String),
      });
    },
  );

  it('an approved admin request: user.created for the new administrator', async () => {
    const registered = await call(t.app, 'POST', '/api/auth/register/', {
      body: {
        username: 'hook_admin',
        email: 'hook_admin@example.com',
        password: 'steady-hands-42',
        password_confirm: 'steady-hands-42',
        role: 'admin',
      },
    });
    expect(registered.status).toBe(201);
    const [request] = await t.db.select().from(adminRequests).where(eq(adminRequests.username, 'hook_admin'));
    receiver.received.length = 0;
    const approved = await call(t.app, 'POST', `/api/admin/requests/${request?.id}/approve/`, {
      token: adminToken,
    });
    expect(approved.status).toBe(200);
    const events = await received();
    expect(events.map((event) => event.type)).toEqual(['user.created']);
    expect(events[0]?.data).toMatchObject({
      username: 'hook_admin',
      email: 'hook_admin@example.com',
      role: 'admin',
    });
  });
});
