import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limits. */
export type RateLimiter = {
  /** Counts one event and answers how many happened in the current window, and when it ends. */
  hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetMs: number }>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

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
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => clearInterval(sweep),
  };
}

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const prefix = 'somo:rl:';
  return {
    hit: async (key, rule) => {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(prefix + key, rule.windowMs);
      return { count, resetMs: ttl < 0 ? rule.windowMs : ttl };
    },
    peek: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
