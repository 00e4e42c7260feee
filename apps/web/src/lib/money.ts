import {
  FALLBACK_CURRENCY,
  convert,
  displayPrice,
  formatMoney,
  type PriceDisplay,
} from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import { toCurrency, usePublicSettings } from './public-settings';

// The web app's door to the one money module (packages/contract/src/money.ts): plain TypeScript, no zod,
// so every page may use it. The hooks add the platform currency from the public settings.
export { convert, displayPrice, formatMoney, toCurrency, type PriceDisplay };

export const DEFAULT_CURRENCY: Currency = FALLBACK_CURRENCY;

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
  return displayPrice(price, courseCurrency, usePlatformCurrency());
}
