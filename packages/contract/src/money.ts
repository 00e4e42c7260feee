import type { Currency } from './settings';

/** Fixed exchange rates per 1 USD. */
export const RATES_PER_USD: Record<Currency, number> = {
  USD: 1,
  UGX: 3700,
  EUR: 0.85,
  GBP: 0.73,
  CAD: 1.35,
};

const SYMBOLS: Record<Currency, string> = { USD: '$', UGX: 'UGX', EUR: '€', GBP: '£', CAD: 'C$' };

export const FALLBACK_CURRENCY: Currency = 'UGX';

export function decimalsFor(currency: Currency): number {
  return currency === 'UGX' ? 0 : 2;
}

/** Half-up rounding to `decimals` places that is not fooled by binary fractions (1.005 → 1.01). */
function roundTo(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((amount + Number.EPSILON * Math.abs(amount)) * factor) / factor;
}

export function roundMoney(amount: number, currency: Currency): number {
  return roundTo(amount, decimalsFor(currency));
}

export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / RATES_PER_USD[from]) * RATES_PER_USD[to];
}

function formatAmount(amount: number, currency: Currency, decimals: number): string {
  const number = roundTo(Math.abs(amount), decimals).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const sign = amount < 0 ? '-' : '';
  return currency === 'UGX' ? `${sign}${number} ${SYMBOLS.UGX}` : `${sign}${SYMBOLS[currency]}${number}`;
}

/** '50,000 UGX', '$12.50', '€9.99', '£1.00', 'C$13.50'; zero is 'Free'. */
export function formatMoney(amount: number, currency: Currency): string {
  if (amount === 0) return 'Free';
  return formatAmount(amount, currency, decimalsFor(currency));
}

/**
 * An amount as a limit, written exactly: zero is '0 UGX' rather than 'Free', and a limit an admin set with cents
 * keeps them even in UGX ('999.99 UGX'), since rounding it would name a price the limit refuses.
 */
export function formatLimit(amount: number, currency: Currency): string {
  const decimals = roundMoney(amount, currency) === roundTo(amount, 2) ? decimalsFor(currency) : 2;
  return formatAmount(amount, currency, decimals);
}

export type PriceDisplay = {
  /** The price in the platform currency, e.g. '37,000 UGX' or 'Free'. */
  main: string;
  /** For UGX and USD, the approximate counterpart in the other, e.g. '≈ $10.00'; otherwise null. */
  approx: string | null;
};

const COUNTERPART: Partial<Record<Currency, Currency>> = { UGX: 'USD', USD: 'UGX' };

/** A course price, stored in the course's own currency, shown in the platform currency. */
export function displayPrice(
  price: number,
  courseCurrency: Currency,
  platformCurrency: Currency,
): PriceDisplay {
  if (price === 0) return { main: 'Free', approx: null };
  const shown = convert(price, courseCurrency, platformCurrency);
  const counterpart = COUNTERPART[platformCurrency];
  return {
    main: formatMoney(shown, platformCurrency),
    approx: counterpart
      ? `≈ ${formatMoney(convert(shown, platformCurrency, counterpart), counterpart)}`
      : null,
  };
}

/**
 * What a student pays for a course: its price as the course page shows it, in the platform's currency (mobile
 * money in Uganda is paid in shillings, and the student must be charged the figure they saw).
 */
export function chargeFor(
  price: number,
  courseCurrency: Currency,
  platformCurrency: Currency,
): { amount: number; currency: Currency } {
  return {
    amount: roundMoney(convert(price, courseCurrency, platformCurrency), platformCurrency),
    currency: platformCurrency,
  };
}

/**
 * The platform's course price limits. `min` and `max` are amounts in the platform's default currency, `currency`;
 * a course priced in another currency is converted with the fixed rates above before it is compared.
 */
export type PriceLimits = { currency: Currency; min: number; max: number; allowFree: boolean };

export type PriceCheck =
  | { ok: true }
  | { ok: false; reason: 'free_not_allowed' | 'below_minimum' | 'above_maximum'; message: string };

export const FREE_NOT_ALLOWED = 'Free courses are not allowed on this platform.';

/** '$5.00 is about 18,500 UGX.' when the course is priced in another currency than the limits; else ''. */
function counterpartNote(price: number, courseCurrency: Currency, limits: PriceLimits): string {
  if (courseCurrency === limits.currency) return '';
  const converted = convert(price, courseCurrency, limits.currency);
  return ` ${formatMoney(price, courseCurrency)} is about ${formatMoney(converted, limits.currency)}.`;
}

/** Whether a course may carry this price, and if not, a message naming the limit in the platform currency. */
export function checkCoursePrice(price: number, courseCurrency: Currency, limits: PriceLimits): PriceCheck {
  if (price === 0) {
    return limits.allowFree
      ? { ok: true }
      : { ok: false, reason: 'free_not_allowed', message: FREE_NOT_ALLOWED };
  }
  // Cents absorb the binary noise of a conversion, so a price converted from exactly the limit is not refused.
  const converted =
    courseCurrency === limits.currency ? price : roundTo(convert(price, courseCurrency, limits.currency), 2);
  if (converted < limits.min) {
    return {
      ok: false,
      reason: 'below_minimum',
      message: `Price must be at least ${formatLimit(limits.min, limits.currency)}.${counterpartNote(price, courseCurrency, limits)}`,
    };
  }
  if (converted > limits.max) {
    return {
      ok: false,
      reason: 'above_maximum',
      message: `Price must be at most ${formatLimit(limits.max, limits.currency)}.${counterpartNote(price, courseCurrency, limits)}`,
    };
  }
  return { ok: true };
}

/**
 * The limits expressed in a course's own currency, for a hint beside its price field: the lowest price shown is
 * rounded up and the highest down to the currency's smallest unit, so both are prices the check accepts.
 */
export function limitsInCurrency(limits: PriceLimits, currency: Currency): { min: number; max: number } {
  if (currency === limits.currency) return { min: limits.min, max: limits.max };
  const factor = 10 ** decimalsFor(currency);
  // Six places drop a conversion's binary noise before rounding to the smallest unit.
  const scaled = (amount: number) => roundTo(convert(amount, limits.currency, currency) * factor, 6);
  return { min: Math.ceil(scaled(limits.min)) / factor, max: Math.floor(scaled(limits.max)) / factor };
}
