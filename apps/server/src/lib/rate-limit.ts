import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { requireActor } from './auth';
import type { AppContext } from './context';
import { AppError } from './errors';

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/**
 * Counts one request against `rule` under `key` and refuses it with 429 once the window is full.
 * Keys name both the action and who does it ("upload:user:12"), so limits never mix.
 */
export async function enforceRateLimit(
  ctx: Pick<AppContext, 'config' | 'limiter'>,
  key: string,
  rule: RateLimitRule,
  message = TOO_MANY_REQUESTS,
) {
  if (!ctx.config.rateLimits.enabled) return;
  const { count, resetMs } = await ctx.limiter.hit(key, rule);
  if (count > rule.max) {
    throw new AppError('rate_limited', message, undefined, {
      'retry-after': String(Math.ceil(resetMs / 1000)),
    });
  }
}

/** A route hook that limits how often each signed-in user may do `action` (e.g. "message"). */
export function limitPerUser(
  ctx: Pick<AppContext, 'config' | 'limiter'>,
  action: string,
  rule: RateLimitRule,
) {
  return async (request: FastifyRequest) =>
    enforceRateLimit(ctx, `${action}:user:${requireActor(request).id}`, rule);
}
