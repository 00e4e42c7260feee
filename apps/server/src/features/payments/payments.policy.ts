import { REFUND_WINDOW_DAYS } from '@somo/contract/payments';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findOwnPayment, findPayment, type PaymentRow } from './payments.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export const REFUND_WINDOW_CLOSED = `The ${REFUND_WINDOW_DAYS}-day money-back guarantee for this payment has ended.`;
export const PAYMENT_NOT_FOUND = 'Payment not found.';

type PaymentAccess = { db: Db; actor: Actor; id: number };

export function assertStudent(actor: Actor) {
  if (actor.role !== 'student') forbidden('Only students can do this.');
}

/** Students ask for their own money back; admins may refund anyone's. */
export function assertCanAskForRefund(actor: Actor) {
  if (actor.role !== 'student' && actor.role !== 'admin')
    forbidden('Only students and administrators can do this.');
}

/**
 * A student sees their own payments, an admin every payment; for anyone else they do not exist. The query is
 * scoped by the actor, so another student's payment is never read.
 */
export async function findVisiblePayment({ db, actor, id }: PaymentAccess): Promise<PaymentRow> {
  const payment =
    actor.role === 'admin'
      ? await findPayment(db, id)
      : actor.role === 'student'
        ? await findOwnPayment(db, { id, userId: actor.id })
        : undefined;
  return payment ?? notFound(PAYMENT_NOT_FOUND);
}

/** Only the student who pays answers the test provider's prompt; for anyone else the payment does not exist. */
export async function findPaymentOfPayer({ db, actor, id }: PaymentAccess): Promise<PaymentRow> {
  const payment = actor.role === 'student' ? await findOwnPayment(db, { id, userId: actor.id }) : undefined;
  return payment ?? notFound(PAYMENT_NOT_FOUND);
}

export function isWithinRefundWindow({ paidAt, now }: { paidAt: Date | null; now: Date }): boolean {
  return paidAt !== null && now.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

type RefundCheck<P> = { actor: Actor; payment: P; now: Date };

/** '30-day money-back guarantee': the owner within the window of paying, or an admin at any time. */
export function canRefund({
  actor,
  payment,
  now,
}: RefundCheck<Pick<PaymentRow, 'userId' | 'status' | 'paidAt'>>): boolean {
  if (payment.status !== 'succeeded') return false;
  if (actor.role === 'admin') return true;
  return (
    actor.role === 'student' &&
    payment.userId === actor.id &&
    isWithinRefundWindow({ paidAt: payment.paidAt, now })
  );
}

export function assertCanRefund({ actor, payment, now }: RefundCheck<PaymentRow>) {
  if (payment.status !== 'succeeded') {
    throw new AppError('conflict', 'Only a completed payment can be refunded.');
  }
  if (!canRefund({ actor, payment, now })) throw new AppError('refund_window_closed', REFUND_WINDOW_CLOSED);
}
