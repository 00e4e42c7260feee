import { afterEach, describe, expect, it } from 'vitest';
import { formatShortAgo } from '../../../lib/format';
import { i18n } from '../../../lib/i18n/i18n';
import { pageTime } from './notification-time';
import { messagesOf } from '../../../test/catalogues';

const french = messagesOf('fr');

const NOW = new Date('2026-03-20T12:00:00.000Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(() => {
  i18n.activate('en');
});

describe('bell times', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY, '7d ago'],
    [400 * DAY, '400d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatShortAgo(ago(elapsed), NOW)).toBe(text);
  });

  it('reads a time slightly in the future as just now', () => {
    expect(formatShortAgo(ago(-30 * SECOND), NOW)).toBe('Just now');
  });
});

describe('notifications page times', () => {
  it.each([
    [59 * SECOND, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [60 * MINUTE, '1h ago'],
    [1439 * MINUTE, '23h ago'],
    [1440 * MINUTE, '1d ago'],
    [10_079 * MINUTE, '6d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(pageTime(ago(elapsed), NOW)).toBe(text);
  });

  it('shows the date from a week on', () => {
    expect(pageTime(ago(10_080 * MINUTE), NOW)).toBe('Mar 13, 2026');
    expect(pageTime('2025-12-25T09:00:00.000Z', NOW)).toBe('Dec 25, 2025');
  });

  it('writes the date in the reader’s language', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(pageTime('2025-12-25T09:00:00.000Z', NOW)).toBe('25 déc. 2025');
  });
});
