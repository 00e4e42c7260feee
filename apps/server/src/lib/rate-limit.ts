import type { RateLimitRule } from '../config';
import type { AppContext } from './context';
import { AppError } from './errors';

/**
 * Counts one request against `rule` under `key` and refuses it with 429 once the window is full.
 * Keys name both the action and who does it ("upload:user:12"), so limits never mix.
 */
export async function enforceRateLimit(
  ctx: Pick<AppContext, 'config' | 'limiter'>,
  key: string,
  rule: RateLimitRule,
) {
  if (!ctx.config.rateLimits.enabled) return;
  const { count, resetMs } = await ctx.limiter.hit(key, rule);
  if (count > rule.max) {
    throw new AppError('rate_limited', 'Too many requests. Please wait a minute and try again.', undefined, {
      'retry-after': String(Math.ceil(resetMs / 1000)),
    });
  }
}
