import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Payment } from '@somo/contract/admin';
import { formatNumber } from '../../../lib/format';
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

/** The commission rate as admins set it, e.g. '10%' or '12.5%' ('12,5 %' in French). */
export function formatRate(rate: number): string {
  return formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
}

const CSV_HEADER = [
  msg`Date`,
  msg`User`,
  msg`Course`,
  msg`Amount`,
  msg`Currency`,
  msg`Status`,
  msg`Commission Rate (%)`,
  msg`Commission`,
  msg`Instructor Share`,
  msg`Provider`,
  msg`Receipt Number`,
  msg`Refunded At`,
];

/**
 * The same columns as the screen, named in the reader's language; amounts in each payment's own currency and
 * dates in ISO form, as values a spreadsheet can add and sort.
 */
export function paymentsCsv(payments: readonly Payment[], i18n: I18n): string {
  return toCsv(
    CSV_HEADER.map((heading) => i18n._(heading)),
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
