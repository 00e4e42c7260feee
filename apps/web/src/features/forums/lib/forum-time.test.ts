import { describe, expect, it } from 'vitest';
import { forumRelativeTime } from './forum-time';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ago(ms: number): string {
  return new Date(NOW.getTime() - ms).toISOString();
}

describe('forum relative time (spec 01 §9)', () => {
  it.each([
    [0, 'Just now'],
    [59 * MINUTE + 59_000, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [47 * HOUR + 59 * MINUTE, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [400 * 24 * HOUR, '400 days ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(forumRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('treats a time a little in the future as just now', () => {
    expect(forumRelativeTime(ago(-5 * MINUTE), NOW)).toBe('Just now');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(forumRelativeTime('not a date', NOW)).toBe('');
  });
});
