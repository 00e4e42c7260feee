import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

const NOW = new Date('2026-03-20T12:00:00').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('message times', () => {
  it('shows the clock time under 24 hours', () => {
    expect(messageTime(ago(0), NOW)).toBe('12:00 PM');
    expect(messageTime(ago(3 * HOUR + 15 * 60_000), NOW)).toBe('8:45 AM');
    expect(messageTime(ago(24 * HOUR - 1), NOW)).toBe('12:00 PM');
  });

  it('shows the date from 24 hours on', () => {
    expect(messageTime(ago(24 * HOUR), NOW)).toBe('Mar 19, 2026');
    expect(messageTime(ago(40 * 24 * HOUR), NOW)).toBe('Feb 8, 2026');
  });
});
