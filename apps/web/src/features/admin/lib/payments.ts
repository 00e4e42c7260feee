import type { Payment } from '@somo/contract/admin';
import { convert } from '../../../lib/money';
import { PAYMENT_STATUS_LABELS } from '../../../lib/payment-status';
import { toCsv } from './csv';

export const RECENT_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentSummary = {
  /** In US dollars: payments keep their own currencies, and the reports total them in dollars. */
  totalRevenue: number;
  totalTransactions: number;
  recent: number;
  averagePayment: number;
};

/**
 * The report's cards count completed payments only: money that was received and kept. A refunded payment was
 * given back, and pending or failed ones never arrived; they are listed, with their status, but not counted.
 */
export function summarizePayments(payments: readonly Payment[], now = Date.now()): PaymentSummary {
  const completed = payments.filter((p) => p.status === 'succeeded');
  const totalRevenue = completed.reduce((sum, p) => sum + convert(p.amount, p.currency, 'USD'), 0);
  const since = now - RECENT_WINDOW_DAYS * DAY_MS;
  return {
    totalRevenue,
    totalTransactions: completed.length,
    recent: completed.filter((p) => Date.parse(p.date) >= since).length,
    averagePayment: completed.length === 0 ? 0 : totalRevenue / completed.length,
  };
}

/** The commission rate as admins set it, e.g. '10%' or '12.5%'. */
export function formatRate(rate: number): string {
  return `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** The same columns as the screen; amounts in each payment's own currency, as numbers a spreadsheet can add. */
export function paymentsCsv(payments: readonly Payment[]): string {
  return toCsv(
    [
      'Date',
      'User',
      'Course',
      'Amount',
      'Currency',
      'Status',
      'Commission Rate (%)',
      'Commission',
      'Instructor Share',
      'Provider',
      'Receipt Number',
      'Refunded At',
    ],
    payments.map((p) => [
      p.date,
      p.user,
      p.course,
      p.amount,
      p.currency,
      PAYMENT_STATUS_LABELS[p.status],
      p.commission_rate,
      p.commission,
      p.instructor_share,
      p.provider,
      p.receipt_number ?? '',
      p.refunded_at ?? '',
    ]),
  );
}
