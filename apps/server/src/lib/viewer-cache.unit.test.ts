import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViewerCache } from './viewer-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('createViewerCache', () => {
  it("drops all of one user's parts at their signal and keeps everyone else's", async () => {
    const cache = createViewerCache();
    await cache.get(1, 'courses', async () => 'one courses');
    await cache.get(1, 'attempts', async () => 'one attempts');
    await cache.get(2, 'courses', async () => 'two courses');
    cache.forget(1);
    expect(await cache.get(1, 'courses', async () => 'one courses again')).toBe('one courses again');
    expect(await cache.get(1, 'attempts', async () => 'one attempts again')).toBe('one attempts again');
    expect(await cache.get(2, 'courses', async () => 'unused')).toBe('two courses');
    cache.clear();
    expect(await cache.get(2, 'courses', async () => 'two after clear')).toBe('two after clear');
  });

  it("drops all of a user's parts once about a minute old, whether or not they are still read", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const cache = createViewerCache();
    await cache.get(1, 'courses', async () => 'old courses');
    await cache.get(1, 'attempts', async () => 'old attempts');
    vi.setSystemTime(60_000);
    // The first reader past the minute still gets the old parts while the user's parts start afresh.
    expect(await cache.get(1, 'courses', async () => 'unused')).toBe('old courses');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(1, 'courses', async () => 'new courses')).toBe('new courses');
    expect(await cache.get(1, 'attempts', async () => 'new attempts')).toBe('new attempts');
  });

  it('keeps the least recently seen users out first', async () => {
    const cache = createViewerCache(2);
    await cache.get(1, 'courses', async () => 'one');
    await cache.get(2, 'courses', async () => 'two');
    await cache.get(1, 'courses', async () => 'unused');
    await cache.get(3, 'courses', async () => 'three');
    expect(await cache.get(1, 'courses', async () => 'one again')).toBe('one');
    expect(await cache.get(2, 'courses', async () => 'two again')).toBe('two again');
  });
});
