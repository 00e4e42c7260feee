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

/** Half-up rounding that is not fooled by binary fractions (1.005 → 1.01). */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = 10 ** decimalsFor(currency);
  return Math.round((amount + Number.EPSILON * Math.abs(amount)) * factor) / factor;
}

export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / RATES_PER_USD[from]) * RATES_PER_USD[to];
}

/** '50,000 UGX', '$12.50', '€9.99', '£1.00', 'C$13.50'; zero is 'Free'. */
export function formatMoney(amount: number, currency: Currency): string {
  if (amount === 0) return 'Free';
  const decimals = decimalsFor(currency);
  const number = roundMoney(Math.abs(amount), currency).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const sign = amount < 0 ? '-' : '';
  return currency === 'UGX' ? `${sign}${number} ${SYMBOLS.UGX}` : `${sign}${SYMBOLS[currency]}${number}`;
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
