import { describe, expect, it } from 'vitest';
import { createForumCache } from './forum-cache';

describe('the forum cache', () => {
  it('drops one course’s answers when that course changes, everything when told to', async () => {
    const cache = createForumCache();
    let loads = 0;
    const get = (courseId: number, key: string) =>
      cache.get(courseId, key, async () => {
        loads += 1;
        return `${courseId}/${key}#${loads}`;
      });

    expect(await get(1, 'threads')).toBe('1/threads#1');
    expect(await get(1, 'thread:5')).toBe('1/thread:5#2');
    expect(await get(2, 'threads')).toBe('2/threads#3');
    expect(await get(1, 'threads')).toBe('1/threads#1');

    cache.forgetCourse(1);
    expect(await get(1, 'threads')).toBe('1/threads#4');
    expect(await get(1, 'thread:5')).toBe('1/thread:5#5');
    expect(await get(2, 'threads')).toBe('2/threads#3');

    cache.clear();
    expect(await get(2, 'threads')).toBe('2/threads#6');
    expect(await get(1, 'threads')).toBe('1/threads#7');
  });

  it('never serves a load that was in flight when its course was forgotten', async () => {
    const cache = createForumCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(3, 'threads', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forgetCourse(3);
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get(3, 'threads', async () => 'after the change')).toBe('after the change');
  });
});
