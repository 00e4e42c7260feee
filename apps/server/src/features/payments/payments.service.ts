import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { MessageResponse } from '@somo/contract/errors';
import { chargeFor } from '@somo/contract/money';
import type {
  CheckoutResponse,
  PaymentProviderName,
  StudentPayment,
  TestCompleteBody,
} from '@somo/contract/payments';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../admin/audit';
import { fullName } from '../courses/courses.presenter';
import { isEnrolled } from '../courses/courses.queries';
import { getVisibleCourse } from '../courses/courses.service';
import { assertCanEnroll } from '../enrollments/enrollments.policy';
import { notifyUsers } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import { getSettings } from '../settings/settings.service';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { paymentData } from '../webhooks/webhooks.payloads';
import { settlePayment } from './payment-settlement';
import type { PaymentsDeps } from './payments.deps';
import {
  assertCanAskForRefund,
  assertCanRefund,
  assertStudent,
  findPaymentOfPayer,
  findVisiblePayment,
  PAYMENT_NOT_FOUND,
} from './payments.policy';
import { toStudentPayment } from './payments.presenter';
import {
  claimStatusCheck,
  endEnrolment,
  findPaymentByTxRef,
  findPendingPayment,
  findStudent,
  insertPendingPayment,
  listOwnPayments,
  markFailed,
  markRefunded,
  nextPaymentId,
  type PaymentRow,
} from './payments.queries';
import { activeProvider, providerNamed } from './providers/providers';
import { callProvider, PaymentProviderError, type PaymentProvider } from './providers/provider';

export const PAYMENTS_OFF = 'Payments are not set up on this platform.';
const FREE_COURSE = 'This course is free: enroll in it without paying.';
const WEBHOOK_RECEIVED: MessageResponse = { message: 'Webhook received.' };

type Request = { deps: PaymentsDeps; actor: Actor };

/** A pending payment is reused for a second checkout while it still asks the course's price of the same provider. */
function isReusable(payment: PaymentRow, wanted: { amount: number; currency: string; provider: string }) {
  return (
    payment.amount === wanted.amount &&
    payment.currency === wanted.currency &&
    payment.provider === wanted.provider &&
    payment.checkoutUrl !== null
  );
}

function toCheckout(payment: PaymentRow): CheckoutResponse {
  return { payment_id: payment.id, status: 'pending', checkout_url: payment.checkoutUrl ?? '' };
}

/**
 * 'Enroll' on a paid course: a pending payment for the course's price, and where to pay it. The amount is the
 * course's price as its page shows it, in the platform currency (money.ts chargeFor), read here; the client only
 * names the course.
 */
export async function startCheckout({
  deps,
  actor,
  courseId,
  baseUrl,
}: Request & { courseId: number; baseUrl: string }): Promise<CheckoutResponse> {
  assertCanEnroll(actor);
  const provider = activeProvider(deps.config.payments);
  if (!provider) throw new AppError('service_unavailable', PAYMENTS_OFF);
  const course = await getVisibleCourse({ db: deps.db, actor, courseId });
  if (course.price <= 0) throw new AppError('bad_request', FREE_COURSE);
  if (await isEnrolled(deps.db, actor.id, courseId)) {
    throw new AppError('conflict', 'You are already enrolled in this course.');
  }
  const settings = await getSettings({ db: deps.db });
  const { amount, currency } = chargeFor(
    course.price,
    course.currency,
    settings.pricing_settings.default_currency,
  );
  const pending = await findPendingPayment(deps.db, { userId: actor.id, courseId });
  if (pending && isReusable(pending, { amount, currency, provider: provider.name })) {
    return toCheckout(pending);
  }
  // The price (or the provider) changed since: the old checkout is closed and a new one opened.
  if (pending) await markFailed(deps.db, { id: pending.id, reason: 'superseded' });
  const payment = await createPayment({
    deps,
    provider,
    studentId: actor.id,
    course: { id: courseId, title: course.title, amount, currency },
    baseUrl,
  });
  return toCheckout(payment);
}

async function createPayment({
  deps,
  provider,
  studentId,
  course,
  baseUrl,
}: {
  deps: PaymentsDeps;
  provider: PaymentProvider;
  studentId: number;
  course: { id: number; title: string; amount: number; currency: PaymentRow['currency'] };
  baseUrl: string;
}): Promise<PaymentRow> {
  const [student, settings, id] = await Promise.all([
    findStudent(deps.db, studentId),
    getSettings({ db: deps.db }),
    nextPaymentId(deps.db),
  ]);
  if (!student) throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
  const name = fullName(student.firstName, student.lastName, student.username);
  const txRef = `somo_${randomBytes(16).toString('hex')}`;
  const checkoutUrl = await callProvider(deps.log, 'create checkout', () =>
    provider.createCheckout({
      paymentId: id,
      txRef,
      amount: course.amount,
      currency: course.currency,
      customer: { email: student.email, name },
      courseTitle: course.title,
      baseUrl,
    }),
  );
  const row = await insertPendingPayment(deps.db, {
    id,
    userId: studentId,
    userName: name,
    courseId: course.id,
    courseTitle: course.title,
    amount: course.amount,
    currency: course.currency,
    provider: provider.name,
    txRef,
    checkoutUrl,
    commissionRate: settings.pricing_settings.platform_commission_rate,
  });
  if (row) return row;
  // Another checkout of the same course by the same student got there first: both go on with its payment.
  const winner = await findPendingPayment(deps.db, { userId: studentId, courseId: course.id });
  if (!winner) throw new AppError('conflict', 'This payment changed meanwhile. Please try again.');
  return winner;
}

/**
 * Asks the payment's provider about a pending payment, at most every few seconds however often it is asked, and
 * settles it by what the provider says. Answers undefined when nothing was asked.
 */
export async function checkWithProvider({
  deps,
  payment,
  baseUrl,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  baseUrl: string | undefined;
}): Promise<{ payment: PaymentRow; transactionKnown: boolean } | undefined> {
  const provider = providerNamed(deps.config.payments, payment.provider);
  if (!provider || !(await claimStatusCheck(deps.db, payment.id))) return undefined;
  const transaction = await callProvider(deps.log, 'verify by reference', () =>
    provider.findTransaction(payment.txRef),
  );
  if (!transaction) return { payment, transactionKnown: false };
  return { payment: await settlePayment({ deps, payment, transaction, baseUrl }), transactionKnown: true };
}

/**
 * One payment, for its owner or an admin. A pending one is first checked with the provider, so the return page
 * settles even before the webhook arrives; the return address's own query string is never trusted.
 */
export async function getPayment({
  deps,
  actor,
  id,
  baseUrl,
}: Request & { id: number; baseUrl: string }): Promise<StudentPayment> {
  const payment = await findVisiblePayment({ db: deps.db, actor, id });
  if (payment.status !== 'pending') return toStudentPayment(payment, actor);
  try {
    const checked = await checkWithProvider({ deps, payment, baseUrl });
    return toStudentPayment(checked?.payment ?? payment, actor);
  } catch (error) {
    // Logged by callProvider; the page keeps waiting and asks again.
    if (error instanceof PaymentProviderError) return toStudentPayment(payment, actor);
    throw error;
  }
}

export async function listMyPayments({ deps, actor }: Request): Promise<StudentPayment[]> {
  assertStudent(actor);
  const rows = await listOwnPayments(deps.db, actor.id);
  const now = new Date();
  return rows.map((row) => toStudentPayment(row, actor, now));
}

/**
 * The money-back guarantee: the provider gives the money back first, then the payment is marked refunded and the
 * enrolment ends, together. Audit-logged, and the student is told.
 */
export async function refundPayment({ deps, actor, id }: Request & { id: number }): Promise<StudentPayment> {
  assertCanAskForRefund(actor);
  const payment = await findVisiblePayment({ db: deps.db, actor, id });
  const now = new Date();
  assertCanRefund({ actor, payment, now });
  const provider = providerNamed(deps.config.payments, payment.provider);
  if (!provider) {
    throw new AppError(
      'service_unavailable',
      'Refunds through this payment provider are not set up on this platform.',
    );
  }
  const transactionId = payment.providerTransactionId;
  if (provider.name !== 'test' && !transactionId) {
    throw new AppError('conflict', 'This payment has no transaction at the provider to refund.');
  }
  await callProvider(deps.log, 'refund', () =>
    provider.refund({
      transactionId: transactionId ?? '',
      amount: payment.amount,
      currency: payment.currency,
    }),
  );
  const refunded = await deps.db.transaction(async (tx) => {
    const row = await markRefunded(tx, payment.id);
    if (row) await endAccess({ db: tx, actor, payment: row });
    return row;
  });
  if (!refunded) throw new AppError('conflict', 'This payment has already been refunded.');
  deps.log.info({ payment_id: refunded.id, by: actor.role }, 'payment refunded');
  return toStudentPayment(refunded, actor, now);
}

async function endAccess({ db, actor, payment }: { db: Db; actor: Actor; payment: PaymentRow }) {
  await emitWebhookEvent({ db, type: 'payment.refunded', data: paymentData(payment) });
  await recordAudit({
    db,
    actor,
    action: 'payment.refunded',
    targetType: 'payment',
    targetId: payment.id,
    targetName: payment.courseTitle,
    details: {
      course_id: payment.courseId,
      receipt_number: payment.receiptNumber,
      amount: payment.amount,
      currency: payment.currency,
      student: payment.userName,
    },
  });
  if (payment.userId === null) return;
  if (payment.courseId !== null) {
    await endEnrolment(db, { studentId: payment.userId, courseId: payment.courseId });
  }
  await notifyUsers({
    db,
    userIds: [payment.userId],
    notification: {
      type: 'system',
      ...worded('refund_issued', { course: payment.courseTitle, receipt: payment.receiptNumber ?? '' }),
      data: payment.courseId === null ? {} : { course_id: payment.courseId },
      relatedCourseId: payment.courseId ?? undefined,
    },
  });
}

/**
 * The built-in test provider's prompt: Approve settles the payment as a provider's success would, Decline fails
 * it. Only while the test provider is the active one, and only for the payment's owner.
 */
export async function completeTestPayment({
  deps,
  actor,
  id,
  outcome,
  baseUrl,
}: Request & { id: number; outcome: TestCompleteBody['outcome']; baseUrl: string }): Promise<StudentPayment> {
  if (activeProvider(deps.config.payments)?.name !== 'test') {
    notFound('The test payment provider is not in use on this platform.');
  }
  const payment = await findPaymentOfPayer({ db: deps.db, actor, id });
  if (payment.provider !== 'test') notFound(PAYMENT_NOT_FOUND);
  // A second press of a button changes nothing: the answer is the payment as it is.
  if (payment.status !== 'pending') return toStudentPayment(payment, actor);
  const settled = await settlePayment({
    deps,
    payment,
    transaction: {
      id: `test_${randomUUID()}`,
      txRef: payment.txRef,
      status: outcome === 'approve' ? 'successful' : 'failed',
      amount: payment.amount,
      currency: payment.currency,
    },
    baseUrl,
  });
  return toStudentPayment(settled, actor);
}

/**
 * A provider's webhook. Its signature is checked before anything else; then the transaction it names is verified
 * with the provider's own status API, and only that answer changes the payment. Repeats are answered 200 and
 * change nothing; a provider failure answers 502 so the provider sends the webhook again later.
 */
export async function receiveWebhook({
  deps,
  providerName,
  headers,
  body,
  baseUrl,
}: {
  deps: PaymentsDeps;
  providerName: PaymentProviderName;
  headers: IncomingHttpHeaders;
  body: unknown;
  baseUrl: string;
}): Promise<MessageResponse> {
  const provider = providerNamed(deps.config.payments, providerName);
  const reading = provider?.readWebhook(headers, body) ?? { kind: 'unsupported' };
  if (!provider || reading.kind === 'unsupported') notFound('This payment provider sends no webhooks here.');
  if (reading.kind === 'unsigned') {
    deps.log.warn({ provider: providerName }, 'webhook refused: bad or missing signature');
    throw new AppError('invalid_signature', 'Invalid webhook signature.');
  }
  if (reading.kind === 'ignored') return WEBHOOK_RECEIVED;
  const transaction = await callProvider(deps.log, 'verify transaction', () =>
    provider.verifyTransaction(reading.transactionId),
  );
  const payment = transaction ? await findPaymentByTxRef(deps.db, transaction.txRef) : undefined;
  if (!transaction || !payment || payment.provider !== provider.name) {
    deps.log.warn(
      { provider: providerName, transaction_id: reading.transactionId },
      'webhook names a transaction that is not one of our payments; ignored',
    );
    return WEBHOOK_RECEIVED;
  }
  await settlePayment({ deps, payment, transaction, baseUrl });
  return WEBHOOK_RECEIVED;
}
