import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { forumRelativeTime } from './forum-time';
import { messagesOf } from '../../../test/catalogues';

const french = messagesOf('fr');
const swahili = messagesOf('sw');

const NOW = new Date('2025-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ago(ms: number): string {
  return new Date(NOW.getTime() - ms).toISOString();
}

afterEach(() => {
  i18n.activate('en');
});

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
    expect(forumRelativeTime(i18n, ago(elapsed), NOW)).toBe(expected);
  });

  it('treats a time a little in the future as just now', () => {
    expect(forumRelativeTime(i18n, ago(-5 * MINUTE), NOW)).toBe('Just now');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(forumRelativeTime(i18n, 'not a date', NOW)).toBe('');
  });

  it('uses each language’s own plural forms', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(forumRelativeTime(i18n, ago(HOUR), NOW)).toBe('il y a 1 heure');
    expect(forumRelativeTime(i18n, ago(3 * 24 * HOUR), NOW)).toBe('il y a 3 jours');
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
    expect(forumRelativeTime(i18n, ago(HOUR), NOW)).toBe('saa 1 iliyopita');
    expect(forumRelativeTime(i18n, ago(2 * HOUR), NOW)).toBe('saa 2 zilizopita');
  });
});
