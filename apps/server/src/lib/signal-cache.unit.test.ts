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

  it('loads a value again once older than its time to live, serving the old one until the new one is in', async () => {
    let clock = 1_000;
    const cache = createSignalCache(10, { ttlMs: 60_000, now: () => clock, random: () => 0 });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    clock += 59_999;
    expect(await cache.get('k', async () => 'second')).toBe('first');
    clock += 1;
    const reload = later();
    let reloads = 0;
    const slowly = () => {
      reloads += 1;
      return reload.promise;
    };
    expect(await cache.get('k', slowly)).toBe('first');
    expect(await cache.get('k', slowly)).toBe('first');
    expect(reloads).toBe(1);
    reload.release('third');
    await reload.promise;
    expect(await cache.get('k', async () => 'fourth')).toBe('third');
    clock += 30_000;
    expect(await cache.get('k', async () => 'fifth')).toBe('third');
  });

  it('keeps nothing longer than a minute by default, and some values less, so they are not all loaded at once', async () => {
    for (const [random, expires] of [
      [0, 60_000],
      [0.5, 54_000],
      [1, 48_000],
    ] as const) {
      let clock = 0;
      const cache = createSignalCache(10, { now: () => clock, random: () => random });
      await cache.get('k', async () => 'old');
      clock = expires - 1;
      await cache.get('k', async () => 'not yet');
      clock = expires;
      await cache.get('k', async () => 'new');
      await Promise.resolve();
      expect(await cache.get('k', async () => 'later')).toBe('new');
    }
  });

  it('keeps no reload that a signal overtook, and drops a value whose reload failed', async () => {
    let clock = 0;
    const cache = createSignalCache(10, { ttlMs: 1_000, now: () => clock, random: () => 0 });
    await cache.get('k', async () => 'old');
    clock = 1_000;
    const reload = later();
    await cache.get('k', () => reload.promise);
    cache.forget('k');
    reload.release('read before the signal');
    await reload.promise;
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');

    clock = 2_000;
    expect(await cache.get('k', () => Promise.reject(new Error('database down')))).toBe('fresh');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => 'after the failure')).toBe('after the failure');
  });

  it('loads afresh when a load is still running past the time to live', async () => {
    let clock = 0;
    const cache = createSignalCache(10, { ttlMs: 1_000, now: () => clock, random: () => 0 });
    const stuck = later();
    void cache.get('k', () => stuck.promise);
    clock = 1_000;
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
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
