import { describe, expect, it } from 'vitest';
import { createFileAccess } from './file-access';

const DAY = 24 * 60 * 60 * 1000;
const NOON = Date.parse('2026-11-28T12:00:00Z');

describe('file access', () => {
  it('names the user it was granted to, until the end of the next day', () => {
    let now = NOON;
    const files = createFileAccess('a-secret-long-enough-for-signing', () => now);
    const access = files.grant(42);
    expect(files.verify(access)).toBe(42);
    now = Date.parse('2026-11-29T23:59:59Z');
    expect(files.verify(access)).toBe(42);
    now = Date.parse('2026-11-30T00:00:00Z');
    expect(files.verify(access)).toBeUndefined();
  });

  it('stays the same all day, so file URLs can be cached', () => {
    let now = Date.parse('2026-11-28T00:00:01Z');
    const files = createFileAccess('secret', () => now);
    const morning = files.grant(7);
    now += DAY - 2000;
    expect(files.grant(7)).toBe(morning);
    // The next day brings a grant that lasts a day longer.
    now += 2000;
    const tomorrow = files.grant(7);
    expect(tomorrow).not.toBe(morning);
    expect(Number(tomorrow.split('.')[1]) - Number(morning.split('.')[1])).toBe(DAY / 1000);
  });

  it('refuses access that was changed, forged with another secret, or malformed', () => {
    const files = createFileAccess('secret', () => NOON);
    const access = files.grant(42);
    const [, expires, signature] = access.split('.');
    expect(files.verify(`43.${expires}.${signature}`)).toBeUndefined();
    expect(files.verify(`42.${Number(expires) + 86_400}.${signature}`)).toBeUndefined();
    expect(files.verify(createFileAccess('another secret', () => NOON).grant(42))).toBeUndefined();
    for (const bad of ['', '42', '42..', `042.${expires}.${signature}`, `${access}x`, 'a.b.c']) {
      expect(files.verify(bad)).toBeUndefined();
    }
  });
});
