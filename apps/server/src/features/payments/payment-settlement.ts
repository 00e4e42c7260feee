import { roundMoney } from '@somo/contract/money';
import type { Db } from '../../db/client';
import { notifyUsers } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { enrollmentCreatedData, paymentData } from '../webhooks/webhooks.payloads';
import type { PaymentsDeps } from './payments.deps';
import {
  enrolStudent,
  findCourseInstructorId,
  findPayment,
  findStudent,
  markFailed,
  markSucceeded,
  type PaymentRow,
} from './payments.queries';
import type { VerifiedTransaction } from './providers/provider';
import { receiptMail } from './receipt-mail';

export type FailureReason = 'declined' | 'amount_mismatch' | 'currency_mismatch' | 'expired' | 'superseded';

export type Verdict =
  | { kind: 'pending' }
  | { kind: 'succeeded' }
  | { kind: 'failed'; reason: FailureReason }
  | { kind: 'unrelated' };

/**
 * What a transaction verified with the provider means for a payment. Money counts only when the provider says the
 * transaction succeeded for our reference, in the payment's currency and for exactly its amount; a successful
 * transaction for anything else fails the payment, so nobody is enrolled for less than the price.
 */
export function judgeTransaction(
  payment: Pick<PaymentRow, 'txRef' | 'amount' | 'currency'>,
  transaction: VerifiedTransaction,
): Verdict {
  if (transaction.txRef !== payment.txRef) return { kind: 'unrelated' };
  if (transaction.status === 'pending') return { kind: 'pending' };
  if (transaction.status === 'failed') return { kind: 'failed', reason: 'declined' };
  if (transaction.currency !== payment.currency) return { kind: 'failed', reason: 'currency_mismatch' };
  if (roundMoney(transaction.amount, payment.currency) !== roundMoney(payment.amount, payment.currency)) {
    return { kind: 'failed', reason: 'amount_mismatch' };
  }
  return { kind: 'succeeded' };
}

type SettleInput = {
  deps: PaymentsDeps;
  payment: PaymentRow;
  transaction: VerifiedTransaction;
  /** Where people open the app, for the link in the receipt; undefined when not known. */
  baseUrl: string | undefined;
};

/**
 * Applies a verified transaction to a payment: the one way a payment leaves 'pending', used by webhooks, the return
 * page's refresh, the test prompt and the periodic check alike. Idempotent: only a pending payment changes, in one
 * statement, so duplicate webhooks and races apply it once. Answers the payment as it now is.
 */
export async function settlePayment({
  deps,
  payment,
  transaction,
  baseUrl,
}: SettleInput): Promise<PaymentRow> {
  const verdict = judgeTransaction(payment, transaction);
  const facts = { payment_id: payment.id, transaction_id: transaction.id };
  switch (verdict.kind) {
    case 'pending':
      return payment;
    case 'unrelated':
      deps.log.warn(facts, 'the provider reported a transaction of another reference; payment left as it is');
      return payment;
    case 'failed':
      return failPayment({ deps, payment, transaction, reason: verdict.reason });
    case 'succeeded':
      return succeedPayment({ deps, payment, transaction, baseUrl });
  }
}

async function failPayment({
  deps,
  payment,
  transaction,
  reason,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  transaction: VerifiedTransaction;
  reason: FailureReason;
}): Promise<PaymentRow> {
  const row = await markFailed(deps.db, { id: payment.id, reason, transactionId: transaction.id });
  if (row && reason !== 'declined') {
    // Money may have moved for the wrong amount: someone has to look at it, so it is logged with the figures.
    deps.log.warn(
      {
        payment_id: payment.id,
        transaction_id: transaction.id,
        reason,
        expected: { amount: payment.amount, currency: payment.currency },
        received: { amount: transaction.amount, currency: transaction.currency },
      },
      'payment failed: the verified transaction does not match it; nobody was enrolled',
    );
  }
  return row ?? (await currentPayment(deps.db, payment));
}

async function succeedPayment({ deps, payment, transaction, baseUrl }: SettleInput): Promise<PaymentRow> {
  const settled = await deps.db.transaction(async (tx) => {
    const row = await markSucceeded(tx, { id: payment.id, transactionId: transaction.id });
    if (row) {
      await emitWebhookEvent({ db: tx, type: 'payment.succeeded', data: paymentData(row) });
      await enrolAndNotify(tx, row);
    }
    return row;
  });
  if (!settled) {
    const current = await currentPayment(deps.db, payment);
    if (current.providerTransactionId !== transaction.id) {
      // Paid after the payment had already failed or expired: the student has paid for nothing, so say so loudly.
      deps.log.warn(
        { payment_id: payment.id, transaction_id: transaction.id, status: current.status },
        'a successful transaction arrived for a payment that is no longer pending; it needs a refund by hand',
      );
    }
    return current;
  }
  deps.log.info({ payment_id: settled.id, receipt_number: settled.receiptNumber }, 'payment succeeded');
  sendReceipt(deps, settled, baseUrl);
  return settled;
}

async function currentPayment(db: Db, payment: PaymentRow): Promise<PaymentRow> {
  return (await findPayment(db, payment.id)) ?? payment;
}

/** The enrolment and its notifications are part of the same transaction as the payment's success. */
async function enrolAndNotify(db: Db, payment: PaymentRow) {
  // A student or course deleted while the payment was under way leaves the payment, for the books, and no enrolment.
  if (payment.userId === null || payment.courseId === null) return;
  const studentId = payment.userId;
  const courseId = payment.courseId;
  const enrolled = await enrolStudent(db, { studentId, courseId });
  if (enrolled) {
    await emitWebhookEvent({
      db,
      type: 'enrollment.created',
      data: enrollmentCreatedData({ studentId, courseId }),
    });
  }
  const link = { course_id: courseId, url: `/courses/${courseId}` };
  await notifyUsers({
    db,
    userIds: [studentId],
    notification: {
      type: 'enrollment',
      ...worded('enrollment_paid', { course: payment.courseTitle, receipt: payment.receiptNumber ?? '' }),
      data: link,
      relatedCourseId: courseId,
    },
  });
  const instructorId = await findCourseInstructorId(db, courseId);
  if (!enrolled || instructorId === undefined) return;
  await notifyUsers({
    db,
    userIds: [instructorId],
    notification: {
      type: 'enrollment',
      ...worded('student_enrolled', { student: payment.userName, course: payment.courseTitle }),
      data: link,
      relatedCourseId: courseId,
    },
  });
}

/** Sent after the answer, never holding it up, in the language the student reads Somo in. */
function sendReceipt(deps: PaymentsDeps, payment: PaymentRow, baseUrl: string | undefined) {
  const { userId } = payment;
  if (userId === null) return;
  deps.mailer.sendLater(async () => {
    const student = await findStudent(deps.db, userId);
    if (!student) return undefined;
    return receiptMail({
      payment,
      recipient: student,
      paymentsUrl: baseUrl ? `${baseUrl}/student/payments` : undefined,
    });
  });
}
