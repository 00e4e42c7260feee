import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

const rule = { max: 3, windowMs: 60_000 };

function behavesAsFixedWindow(name: string, make: (clock: { now: number }) => RateLimiter, skip = false) {
  describe.skipIf(skip)(name, () => {
    it('counts hits per key and resets', async () => {
      const limiter = make({ now: 0 });
      const key = `k-${Math.random()}`;
      expect((await limiter.hit(key, rule)).count).toBe(1);
      expect((await limiter.hit(key, rule)).count).toBe(2);
      expect(await limiter.peek(key)).toBe(2);
      expect(await limiter.peek(`${key}-other`)).toBe(0);
      await limiter.reset(key);
      expect(await limiter.peek(key)).toBe(0);
      await limiter.close();
    });

    it('takes back one counted event, never below zero', async () => {
      const limiter = make({ now: 0 });
      const key = `k-${Math.random()}`;
      await limiter.hit(key, rule);
      await limiter.hit(key, rule);
      await limiter.release(key);
      expect(await limiter.peek(key)).toBe(1);
      await limiter.release(key);
      await limiter.release(key);
      expect(await limiter.peek(key)).toBe(0);
      await limiter.release(`${key}-never-hit`);
      expect(await limiter.peek(`${key}-never-hit`)).toBe(0);
      expect((await limiter.hit(key, rule)).count).toBe(1);
      await limiter.close();
    });

    it('counts every one of many simultaneous hits', async () => {
      const limiter = make({ now: 0 });
      const key = `k-${Math.random()}`;
      const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, rule)));
      expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(counts.every((result) => result.resetMs > 0 && result.resetMs <= rule.windowMs)).toBe(true);
      await limiter.close();
    });
  });
}

behavesAsFixedWindow('memory limiter', () => createMemoryRateLimiter());
behavesAsFixedWindow(
  'redis limiter',
  () => createRedisRateLimiter(new Redis(process.env.REDIS_URL ?? '')),
  !process.env.REDIS_URL,
);

describe('memory limiter windows', () => {
  const clock = { now: 1_000 };
  const limiter = createMemoryRateLimiter(() => clock.now);
  afterAll(() => limiter.close());

  it('starts a new window when the old one ends', async () => {
    await limiter.hit('a', rule);
    await limiter.hit('a', rule);
    clock.now += 30_000;
    expect((await limiter.hit('a', rule)).resetMs).toBe(30_000);
    clock.now += 30_001;
    expect(await limiter.peek('a')).toBe(0);
    expect((await limiter.hit('a', rule)).count).toBe(1);
  });
});
