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

  it('loads each part again on its own once older than a minute, serving the old one meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const cache = createViewerCache();
    await cache.get(1, 'courses', async () => 'old courses');
    vi.setSystemTime(30_000);
    await cache.get(1, 'attempts', async () => 'attempts');
    vi.setSystemTime(60_000);
    expect(await cache.get(1, 'courses', async () => 'new courses')).toBe('old courses');
    expect(await cache.get(1, 'courses', async () => 'unused')).toBe('new courses');
    expect(await cache.get(1, 'attempts', async () => 'unused')).toBe('attempts');
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
