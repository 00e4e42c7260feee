import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limits. */
export type RateLimiter = {
  /** Counts one event and answers how many happened in the current window, and when it ends. */
  hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetMs: number }>;
  peek(key: string): Promise<number>;
  /** Takes back one counted event, for an attempt that was counted up front and turned out fine. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export type RateLimiterLog = { info(line: string): void; warn(line: string): void };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now() ? entry : undefined;
  };
  return {
    hit: async (key, rule) => {
      const entry = live(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - now() };
    },
    peek: async (key) => live(key)?.count ?? 0,
    release: async (key) => {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => clearInterval(sweep),
  };
}

// Decrements without going below zero and without creating a key that has no expiry.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const prefix = 'somo:rl:';
  return {
    hit: async (key, rule) => {
      // One transaction: the window's expiry is set with the first count, so no key can outlive its window.
      const replies = await redis
        .multi()
        .set(prefix + key, 0, 'PX', rule.windowMs, 'NX')
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec();
      const [, [incrError, count], [pttlError, ttl]] = replies as [
        unknown,
        [Error | null, number],
        [Error | null, number],
      ];
      if (incrError || pttlError) throw incrError ?? pttlError;
      return { count, resetMs: ttl < 0 ? rule.windowMs : ttl };
    },
    peek: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    release: async (key) => {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      try {
        await redis.quit();
      } catch {
        // Not connected: nothing to say goodbye to.
        redis.disconnect();
      }
    },
  };
}

/**
 * Counts in the shared limiter while it answers, and in this process while it does not: an unreachable Redis
 * must not turn sign-in or uploads into errors. Logs once when it goes away and once when it comes back.
 */
export function createFallbackRateLimiter({
  shared,
  local,
  log,
}: {
  shared: RateLimiter;
  local: RateLimiter;
  log: RateLimiterLog;
}): RateLimiter {
  let sharedDown = false;

  async function run<T>(use: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await use(shared);
    } catch (error) {
      if (!sharedDown) {
        sharedDown = true;
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`Redis is unreachable (${reason}); counting rate limits in this process until it is back`);
      }
      return use(local);
    }
    if (sharedDown) {
      sharedDown = false;
      log.info('Redis is reachable again; rate limits are shared between processes once more');
    }
    return result;
  }

  return {
    hit: (key, rule) => run((limiter) => limiter.hit(key, rule)),
    peek: (key) => run((limiter) => limiter.peek(key)),
    release: (key) => run((limiter) => limiter.release(key)),
    reset: (key) => run((limiter) => limiter.reset(key)),
    close: async () => {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
