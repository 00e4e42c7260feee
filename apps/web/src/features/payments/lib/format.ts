import type { StudentPayment } from '@somo/contract/payments';
import { formatMoney } from '../../../lib/money';

/** When the money moved: the moment it was paid, or when the attempt started while it never was. */
export function paymentDate(payment: Pick<StudentPayment, 'paid_at' | 'created_at'>): string {
  return payment.paid_at ?? payment.created_at;
}

/** The amount in the payment's own currency, as it was charged. */
export function paymentAmount(payment: Pick<StudentPayment, 'amount' | 'currency'>): string {
  return formatMoney(payment.amount, payment.currency);
}
