import type { Currency } from '@somo/contract/settings';

/** Spec 02 §9: fixed rates per 1 USD. */
const PER_USD: Record<Currency, number> = { USD: 1, UGX: 3700, EUR: 0.85, GBP: 0.73, CAD: 1.35 };

const FORMATS: Record<Currency, { symbol: string; decimals: number; after: boolean }> = {
  USD: { symbol: '$', decimals: 2, after: false },
  UGX: { symbol: 'UGX', decimals: 0, after: true },
  EUR: { symbol: '€', decimals: 2, after: false },
  GBP: { symbol: '£', decimals: 2, after: false },
  CAD: { symbol: 'C$', decimals: 2, after: false },
};

export const DEFAULT_CURRENCY: Currency = 'UGX';

// Listed here rather than imported: the contract's CURRENCIES would pull zod into every page.
const CURRENCY_CODES: readonly Currency[] = ['USD', 'UGX', 'EUR', 'GBP', 'CAD'];

export function toCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return CURRENCY_CODES.find((code) => code === upper) ?? null;
}

export function convertAmount(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / PER_USD[from]) * PER_USD[to];
}

/** '37,000 UGX', '$10.00', 'C$13.50'; a price of 0 is 'Free'. */
export function formatMoney(amount: number, currency: Currency): string {
  if (amount === 0) return 'Free';
  const { symbol, decimals, after } = FORMATS[currency];
  const number = amount.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return after ? `${number} ${symbol}` : `${symbol}${number}`;
}

/** A course price, stored in the course's own currency, shown in the platform's currency. */
export function formatCoursePrice(
  price: number,
  courseCurrency: Currency,
  displayCurrency: Currency,
): string {
  return formatMoney(convertAmount(price, courseCurrency, displayCurrency), displayCurrency);
}
