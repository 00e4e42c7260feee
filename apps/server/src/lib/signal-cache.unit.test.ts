import { describe, expect, it } from 'vitest';
import { createSignalCache } from './signal-cache';

const later = () => {
  let release: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (release = resolve));
  return { promise, release: (value: string) => release(value) };
};

describe('createSignalCache', () => {
  it('shares one load between concurrent readers', async () => {
    const cache = createSignalCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a value loaded across a change signal', async () => {
    for (const signal of ['clear', 'forget'] as const) {
      const cache = createSignalCache(10);
      const slow = later();
      const pending = cache.get('k', () => slow.promise);
      if (signal === 'clear') cache.clear();
      else cache.forget('k');
      slow.release('stale');
      expect(await pending).toBe('stale');
      expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    }
  });

  it('forgets one key and keeps the others', async () => {
    const cache = createSignalCache(10);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.forget('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it('reloads a value once it is older than its time to live, even without a signal', async () => {
    let clock = 1_000;
    const cache = createSignalCache(10, { ttlMs: 60_000, now: () => clock });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    clock += 59_999;
    expect(await cache.get('k', async () => 'second')).toBe('first');
    clock += 1;
    expect(await cache.get('k', async () => 'third')).toBe('third');
    clock += 30_000;
    expect(await cache.get('k', async () => 'fourth')).toBe('third');
  });

  it('keeps nothing longer than a minute by default', async () => {
    let clock = 0;
    const cache = createSignalCache(10, { now: () => clock });
    await cache.get('k', async () => 'old');
    clock = 60_000;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('lets the least recently used key go when full', async () => {
    const cache = createSignalCache(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'unused');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
