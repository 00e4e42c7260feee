import { REFUND_WINDOW_DAYS } from '@somo/contract/payments';
import type { Actor } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import type { PaymentRow } from './payments.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export const REFUND_WINDOW_CLOSED = `The ${REFUND_WINDOW_DAYS}-day money-back guarantee for this payment has ended.`;

export function assertStudent(actor: Actor) {
  if (actor.role !== 'student') forbidden('Only students can do this.');
}

/** Students ask for their own money back; admins may refund anyone's. */
export function assertCanAskForRefund(actor: Actor) {
  if (actor.role !== 'student' && actor.role !== 'admin')
    forbidden('Only students and administrators can do this.');
}

/** A student sees their own payments, an admin every payment; for anyone else they do not exist. */
export function canSeePayment(actor: Actor, payment: Pick<PaymentRow, 'userId'>): boolean {
  return actor.role === 'admin' || (actor.role === 'student' && payment.userId === actor.id);
}

export function isWithinRefundWindow(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && now.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** '30-day money-back guarantee': the owner within the window of paying, or an admin at any time. */
export function canRefund(
  actor: Actor,
  payment: Pick<PaymentRow, 'userId' | 'status' | 'paidAt'>,
  now: Date,
) {
  if (payment.status !== 'succeeded') return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'student' && payment.userId === actor.id && isWithinRefundWindow(payment.paidAt, now);
}

export function assertCanRefund(actor: Actor, payment: PaymentRow, now: Date) {
  if (payment.status !== 'succeeded') {
    throw new AppError('conflict', 'Only a completed payment can be refunded.');
  }
  if (!canRefund(actor, payment, now)) throw new AppError('refund_window_closed', REFUND_WINDOW_CLOSED);
}
