import { formatLimit, limitsInCurrency, type PriceLimits } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import { usePriceLimits } from '../api/get-price-limits';

/** The limits in words: in the course's own currency, and when that differs, in the platform currency too. */
export function priceLimitText(limits: PriceLimits, currency: Currency): string {
  const own = limitsInCurrency(limits, currency);
  const platform = `${formatLimit(limits.min, limits.currency)} to ${formatLimit(limits.max, limits.currency)}`;
  const free = limits.allowFree ? '' : ' Free courses are not allowed.';
  if (currency === limits.currency) return `Allowed prices: ${platform}.${free}`;
  if (own.min > own.max) {
    return `No price in ${currency} fits the platform's limits of ${platform}; choose another currency.${free}`;
  }
  return `Allowed prices: ${formatLimit(own.min, currency)} to ${formatLimit(own.max, currency)} (platform limits: ${platform}).${free}`;
}

/**
 * Inline text for a price field's hint, so the instructor knows the limits before submitting. Says nothing while
 * the limits load or if they cannot be read: the server checks the price either way.
 */
export function PriceLimitHint({ currency }: { currency: Currency }) {
  const { data: limits } = usePriceLimits();
  if (!limits) return null;
  return <>{priceLimitText(limits, currency)}</>;
}
