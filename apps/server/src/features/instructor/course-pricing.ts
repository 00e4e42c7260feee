import { convert } from '@somo/contract/money';
import type { Currency, Settings } from '@somo/contract/settings';
import { AppError } from '../../lib/errors';

/**
 * The platform's price limits are kept in US dollars, the currency the exchange rates are based on, so one
 * pair of limits works for courses priced in any currency.
 */
export function assertPriceAllowed(price: number, currency: Currency, pricing: Settings['pricing_settings']) {
  if (price === 0) {
    if (!pricing.allow_free_courses) {
      throw new AppError('validation_error', 'Free courses are not allowed on this platform.', {
        price: 'Free courses are not allowed on this platform.',
      });
    }
    return;
  }
  const usd = convert(price, currency, 'USD');
  const fail = (message: string) => {
    throw new AppError('validation_error', message, { price: message });
  };
  if (usd < pricing.min_course_price)
    fail(`Price must be at least $${pricing.min_course_price.toFixed(2)} (USD).`);
  if (usd > pricing.max_course_price)
    fail(`Price must be at most $${pricing.max_course_price.toFixed(2)} (USD).`);
}
