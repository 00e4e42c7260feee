import type { Currency } from '@somo/contract/settings';
import { formatMoney } from '../../../lib/money';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const countFormat = new Intl.NumberFormat('en-US');

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatCount = (value: number) => countFormat.format(value);

/** Spec 02: admin revenue figures carry a dollar sign and 2 decimals, and 0 is '$0.00', never 'Free'. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'Just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'Just now';
}

/** Like formatMoney, but nothing earned reads '0 UGX' or '$0.00' rather than 'Free'. */
export function formatRevenue(amount: number, currency: Currency): string {
  // The smallest positive number rounds to zero, so formatMoney writes a zero amount instead of 'Free'.
  return formatMoney(amount === 0 ? Number.EPSILON : amount, currency);
}
