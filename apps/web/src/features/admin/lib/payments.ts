import type { Payment } from '@somo/contract/admin';
import { convert } from '../../../lib/money';
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

export function summarizePayments(payments: readonly Payment[], now = Date.now()): PaymentSummary {
  const totalRevenue = payments.reduce((sum, p) => sum + convert(p.amount, p.currency, 'USD'), 0);
  const since = now - RECENT_WINDOW_DAYS * DAY_MS;
  return {
    totalRevenue,
    totalTransactions: payments.length,
    recent: payments.filter((p) => Date.parse(p.date) >= since).length,
    averagePayment: payments.length === 0 ? 0 : totalRevenue / payments.length,
  };
}

export function paymentsCsv(payments: readonly Payment[]): string {
  return toCsv(
    ['Date', 'User', 'Course', 'Amount', 'Currency', 'Status'],
    payments.map((p) => [p.date, p.user, p.course, p.amount, p.currency, 'Completed']),
  );
}
