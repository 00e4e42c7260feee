import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import {
  FALLBACK_CURRENCY,
  convert,
  displayPrice as contractDisplayPrice,
  formatMoney as contractFormatMoney,
  type PriceDisplay,
} from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import { i18n } from './i18n/i18n';
import { toCurrency, usePublicSettings } from './public-settings';

// The web app's door to the one money module (packages/contract/src/money.ts): plain TypeScript, no zod,
// so every page may use it. Amounts keep the spec's currency rules in every language; only the word for a
// zero price is translated here. The hooks add the platform currency from the public settings.
export { convert, toCurrency, type PriceDisplay };

export const DEFAULT_CURRENCY: Currency = FALLBACK_CURRENCY;

const FREE = msg`Free`;

/** '50,000 UGX', '$12.50', '€9.99'; zero is 'Free' in the interface language. */
export function formatMoney(amount: number, currency: Currency): string {
  return amount === 0 ? i18n._(FREE) : contractFormatMoney(amount, currency);
}

/** A course price in the platform currency, with its UGX/USD counterpart; 'Free' in the interface language. */
export function displayPrice(
  price: number,
  courseCurrency: Currency,
  platformCurrency: Currency,
): PriceDisplay {
  return price === 0
    ? { main: i18n._(FREE), approx: null }
    : contractDisplayPrice(price, courseCurrency, platformCurrency);
}

/** A course price, stored in the course's own currency, written in the display currency ('Free' for 0). */
export function formatCoursePrice(
  price: number,
  courseCurrency: Currency,
  displayCurrency: Currency,
): string {
  return displayPrice(price, courseCurrency, displayCurrency).main;
}

/** The platform currency (admin setting, cached 5 minutes); UGX while loading or when it cannot be read. */
export function usePlatformCurrency(): Currency {
  return usePublicSettings().defaultCurrency;
}

/** A course price as shown everywhere: `main` in the platform currency, `approx` its UGX/USD counterpart. */
export function usePrice(price: number, courseCurrency: Currency): PriceDisplay {
  // Subscribes to the interface language, so 'Free' is written again when it changes.
  useLingui();
  return displayPrice(price, courseCurrency, usePlatformCurrency());
}
