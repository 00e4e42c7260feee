import { describe, expect, it } from 'vitest';
import { createGroupCache } from './group-cache';
import { createSignalCache } from './signal-cache';

describe('the group cache', () => {
  it('drops one group’s values when that group changes, everything when told to', async () => {
    const cache = createGroupCache(createSignalCache(100));
    let loads = 0;
    const get = (group: number, key: string) =>
      cache.get(group, key, async () => {
        loads += 1;
        return `${group}/${key}#${loads}`;
      });

    expect(await get(1, 'threads')).toBe('1/threads#1');
    expect(await get(1, 'thread:5')).toBe('1/thread:5#2');
    expect(await get(2, 'threads')).toBe('2/threads#3');
    expect(await get(1, 'threads')).toBe('1/threads#1');

    cache.forgetGroup(1);
    expect(await get(1, 'threads')).toBe('1/threads#4');
    expect(await get(1, 'thread:5')).toBe('1/thread:5#5');
    expect(await get(2, 'threads')).toBe('2/threads#3');

    cache.clear();
    expect(await get(2, 'threads')).toBe('2/threads#6');
    expect(await get(1, 'threads')).toBe('1/threads#7');
  });

  it('never serves a load that was in flight when its group was forgotten', async () => {
    const cache = createGroupCache(createSignalCache(100));
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(3, 'threads', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forgetGroup(3);
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get(3, 'threads', async () => 'after the change')).toBe('after the change');
  });
});
