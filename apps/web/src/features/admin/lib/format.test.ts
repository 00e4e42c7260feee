import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { formatDollarTick, formatDollars, formatRevenue } from './format';

afterEach(() => {
  i18n.activate('en');
});

describe('admin formats', () => {
  it('writes dollars with 2 decimals, 0 included', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('writes chart steps in whole dollars unless they have cents', () => {
    expect(formatDollarTick(1000)).toBe('$1,000');
    expect(formatDollarTick(0.5)).toBe('$0.5');
  });

  it('writes dollars the way the interface language does', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(formatDollars(1234.5)).toMatch(/^1\s234,50\s\$US$/);
  });

  it('writes a revenue of nothing as an amount, not as Free', () => {
    expect(formatRevenue(0, 'UGX')).toBe('0 UGX');
    expect(formatRevenue(0, 'EUR')).toBe('€0.00');
    expect(formatRevenue(37000, 'UGX')).toBe('37,000 UGX');
  });
});
