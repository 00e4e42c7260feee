import { checkCoursePrice } from '@somo/contract/money';
import { priceLimitsOf, type Currency, type Settings } from '@somo/contract/settings';
import { AppError } from '../../lib/errors';

/**
 * Refuses a course price outside the platform's limits. The limits are amounts in the platform's default
 * currency, so a course priced in another currency is converted with the fixed rates first; the message names
 * the limit in the platform currency, at the price field.
 */
export function assertPriceAllowed({
  price,
  currency,
  pricing,
}: {
  price: number;
  currency: Currency;
  pricing: Settings['pricing_settings'];
}) {
  const check = checkCoursePrice(price, currency, priceLimitsOf(pricing));
  if (!check.ok) throw new AppError('validation_error', check.message, { price: check.message });
}
