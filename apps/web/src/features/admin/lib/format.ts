import type { Currency } from '@somo/contract/settings';
import { formatNumber } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';

const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/**
 * Spec 02: admin revenue figures are in US dollars with 2 decimals, and 0 is '$0.00', never 'Free'. English
 * writes '$1,234.50'; other languages place the sign and separators their own way.
 */
export function formatDollars(amount: number): string {
  return formatNumber(amount, DOLLARS);
}

/** A chart axis step: whole dollars without cents ('$1,000'), a small step with them ('$0.5'). */
export function formatDollarTick(amount: number): string {
  return formatNumber(amount, { ...DOLLARS, minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

/** Like formatMoney, but nothing earned reads '0 UGX' or '$0.00' rather than 'Free'. */
export function formatRevenue(amount: number, currency: Currency): string {
  // The smallest positive number rounds to zero, so formatMoney writes a zero amount instead of 'Free'.
  return formatMoney(amount === 0 ? Number.EPSILON : amount, currency);
}
