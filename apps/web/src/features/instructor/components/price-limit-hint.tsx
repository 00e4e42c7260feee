import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatLimit, limitsInCurrency, type PriceLimits } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import { usePriceLimits } from '../api/get-price-limits';

/** The range itself, sentence by sentence; a second sentence says when free courses are refused. */
function rangeText(i18n: I18n, limits: PriceLimits, currency: Currency): string {
  const own = limitsInCurrency(limits, currency);
  const platformMin = formatLimit(limits.min, limits.currency);
  const platformMax = formatLimit(limits.max, limits.currency);
  if (currency === limits.currency) return i18n._(msg`Allowed prices: ${platformMin} to ${platformMax}.`);
  if (own.min > own.max) {
    return i18n._(
      msg`No price in ${currency} fits the platform's limits of ${platformMin} to ${platformMax}; choose another currency.`,
    );
  }
  const min = formatLimit(own.min, currency);
  const max = formatLimit(own.max, currency);
  return i18n._(msg`Allowed prices: ${min} to ${max} (platform limits: ${platformMin} to ${platformMax}).`);
}

/** The limits in words: in the course's own currency, and when that differs, in the platform currency too. */
export function priceLimitText(i18n: I18n, limits: PriceLimits, currency: Currency): string {
  const range = rangeText(i18n, limits, currency);
  return limits.allowFree ? range : `${range} ${i18n._(msg`Free courses are not allowed.`)}`;
}

/**
 * Inline text for a price field's hint, so the instructor knows the limits before submitting. Says nothing while
 * the limits load or if they cannot be read: the server checks the price either way.
 */
export function PriceLimitHint({ currency }: { currency: Currency }) {
  const { i18n } = useLingui();
  const { data: limits } = usePriceLimits();
  if (!limits) return null;
  return <>{priceLimitText(i18n, limits, currency)}</>;
}
