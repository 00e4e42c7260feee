import { describe, expect, it } from 'vitest';
import { formatDollars, formatRevenue, relativeTime } from './format';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('admin formats', () => {
  it('writes dollars with 2 decimals, 0 included', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('writes a revenue of nothing as an amount, not as Free', () => {
    expect(formatRevenue(0, 'UGX')).toBe('0 UGX');
    expect(formatRevenue(0, 'EUR')).toBe('€0.00');
    expect(formatRevenue(37000, 'UGX')).toBe('37,000 UGX');
  });

  it.each([
    ['2026-03-10T11:59:30Z', 'Just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-09T12:00:00Z', 'yesterday'],
    ['2026-02-10T12:00:00Z', '4 weeks ago'],
    ['2026-01-30T12:00:00Z', 'last month'],
  ])('%s is %s', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });
});
