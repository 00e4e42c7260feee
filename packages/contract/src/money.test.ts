import { describe, expect, it } from 'vitest';
import {
  chargeFor,
  checkCoursePrice,
  convert,
  displayPrice,
  formatLimit,
  formatMoney,
  limitsInCurrency,
  roundMoney,
  type PriceLimits,
} from './money';
import { DEFAULT_SETTINGS, priceLimitsOf } from './settings';

describe('formatMoney', () => {
  it.each([
    [50_000, 'UGX', '50,000 UGX'],
    [1234.5, 'UGX', '1,235 UGX'],
    [12.5, 'USD', '$12.50'],
    [1_000_000, 'USD', '$1,000,000.00'],
    [9.99, 'EUR', '€9.99'],
    [1, 'GBP', '£1.00'],
    [13.5, 'CAD', 'C$13.50'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('shows zero as Free in every currency', () => {
    for (const currency of ['USD', 'UGX', 'EUR', 'GBP', 'CAD'] as const)
      expect(formatMoney(0, currency)).toBe('Free');
  });

  it('rounds half up at the last shown digit', () => {
    expect(formatMoney(1.005, 'USD')).toBe('$1.01');
    expect(formatMoney(2.675, 'EUR')).toBe('€2.68');
    expect(formatMoney(0.004, 'USD')).toBe('$0.00');
    expect(formatMoney(1499.5, 'UGX')).toBe('1,500 UGX');
    expect(formatMoney(1499.49, 'UGX')).toBe('1,499 UGX');
  });
});

describe('convert and roundMoney', () => {
  it('uses the fixed rates per 1 USD', () => {
    expect(convert(10, 'USD', 'UGX')).toBe(37_000);
    expect(convert(37_000, 'UGX', 'USD')).toBe(10);
    expect(roundMoney(convert(10, 'USD', 'EUR'), 'EUR')).toBe(8.5);
    expect(roundMoney(convert(10, 'USD', 'GBP'), 'GBP')).toBe(7.3);
    expect(roundMoney(convert(10, 'USD', 'CAD'), 'CAD')).toBe(13.5);
    expect(roundMoney(convert(8.5, 'EUR', 'GBP'), 'GBP')).toBe(7.3);
  });
});

describe('displayPrice', () => {
  it('shows a UGX platform price with its USD counterpart', () => {
    expect(displayPrice(50_000, 'UGX', 'UGX')).toEqual({ main: '50,000 UGX', approx: '≈ $13.51' });
    expect(displayPrice(10, 'USD', 'UGX')).toEqual({ main: '37,000 UGX', approx: '≈ $10.00' });
  });

  it('shows a USD platform price with its UGX counterpart', () => {
    expect(displayPrice(37_000, 'UGX', 'USD')).toEqual({ main: '$10.00', approx: '≈ 37,000 UGX' });
  });

  it('has no counterpart for EUR, GBP and CAD', () => {
    expect(displayPrice(10, 'USD', 'EUR')).toEqual({ main: '€8.50', approx: null });
    expect(displayPrice(10, 'USD', 'CAD')).toEqual({ main: 'C$13.50', approx: null });
  });

  it('shows Free without a counterpart', () => {
    expect(displayPrice(0, 'USD', 'UGX')).toEqual({ main: 'Free', approx: null });
  });
});

describe('formatLimit', () => {
  it('writes a limit exactly: zero as an amount, and cents an admin typed even in UGX', () => {
    expect(formatLimit(0, 'UGX')).toBe('0 UGX');
    expect(formatLimit(0, 'USD')).toBe('$0.00');
    expect(formatLimit(999.99, 'UGX')).toBe('999.99 UGX');
    expect(formatLimit(3_699_963, 'UGX')).toBe('3,699,963 UGX');
    expect(formatLimit(999.99, 'USD')).toBe('$999.99');
    expect(formatLimit(50, 'GBP')).toBe('£50.00');
  });
});

describe('checkCoursePrice', () => {
  const ugx: PriceLimits = { currency: 'UGX', min: 0, max: 999.99, allowFree: true };

  it('compares a price in the platform currency as it is', () => {
    expect(checkCoursePrice(999, 'UGX', ugx)).toEqual({ ok: true });
    expect(checkCoursePrice(20_000, 'UGX', ugx)).toEqual({
      ok: false,
      reason: 'above_maximum',
      message: 'Price must be at most 999.99 UGX.',
    });
  });

  it('converts a price in another currency with the fixed rates, and says what it came to', () => {
    expect(checkCoursePrice(5, 'USD', ugx)).toEqual({
      ok: false,
      reason: 'above_maximum',
      message: 'Price must be at most 999.99 UGX. $5.00 is about 18,500 UGX.',
    });
    expect(checkCoursePrice(0.27, 'USD', ugx).ok).toBe(true);
    const usd: PriceLimits = { currency: 'USD', min: 10, max: 50, allowFree: true };
    expect(checkCoursePrice(3_699, 'UGX', usd)).toMatchObject({
      reason: 'below_minimum',
      message: 'Price must be at least $10.00. 3,699 UGX is about $1.00.',
    });
  });

  it('accepts a price that converts to exactly a limit despite binary fractions', () => {
    const usd: PriceLimits = { currency: 'USD', min: 10, max: 50, allowFree: true };
    // 42.5 / 0.85 is 50.00000000000001 in floating point.
    expect(checkCoursePrice(42.5, 'EUR', usd).ok).toBe(true);
    expect(checkCoursePrice(37_000, 'UGX', usd).ok).toBe(true);
    expect(checkCoursePrice(185_000, 'UGX', usd).ok).toBe(true);
  });

  it('lets 0 through only when free courses are allowed, whatever the minimum', () => {
    expect(checkCoursePrice(0, 'USD', { ...ugx, min: 500 })).toEqual({ ok: true });
    expect(checkCoursePrice(0, 'USD', { ...ugx, allowFree: false })).toEqual({
      ok: false,
      reason: 'free_not_allowed',
      message: 'Free courses are not allowed on this platform.',
    });
  });

  it('keeps the spec’s default limit of $999.99 on the default UGX platform', () => {
    const limits = priceLimitsOf(DEFAULT_SETTINGS.pricing_settings);
    expect(limits).toEqual({ currency: 'UGX', min: 0, max: 3_699_963, allowFree: true });
    expect(checkCoursePrice(999.99, 'USD', limits).ok).toBe(true);
    expect(checkCoursePrice(1000, 'USD', limits).ok).toBe(false);
    expect(checkCoursePrice(50_000, 'UGX', limits).ok).toBe(true);
  });
});

describe('limitsInCurrency', () => {
  it('answers the limits themselves in the platform currency', () => {
    expect(limitsInCurrency({ currency: 'UGX', min: 0, max: 999.99, allowFree: true }, 'UGX')).toEqual({
      min: 0,
      max: 999.99,
    });
  });

  it('rounds the lowest price up and the highest down, so both pass the check', () => {
    const ugx: PriceLimits = { currency: 'UGX', min: 1000, max: 20_000, allowFree: true };
    const usd = limitsInCurrency(ugx, 'USD');
    expect(usd).toEqual({ min: 0.28, max: 5.4 });
    expect(checkCoursePrice(usd.min, 'USD', ugx).ok).toBe(true);
    expect(checkCoursePrice(usd.max, 'USD', ugx).ok).toBe(true);
    expect(checkCoursePrice(usd.min - 0.01, 'USD', ugx).ok).toBe(false);
    expect(checkCoursePrice(usd.max + 0.01, 'USD', ugx).ok).toBe(false);
  });

  it('does not lose a whole unit to floating point', () => {
    const usd: PriceLimits = { currency: 'USD', min: 10, max: 999.99, allowFree: true };
    expect(limitsInCurrency(usd, 'UGX')).toEqual({ min: 37_000, max: 3_699_963 });
    expect(limitsInCurrency(usd, 'EUR')).toEqual({ min: 8.5, max: 849.99 });
  });
});

describe('chargeFor', () => {
  it('charges the price as the course page shows it, in the platform currency', () => {
    expect(chargeFor(15, 'USD', 'UGX')).toEqual({ amount: 55_500, currency: 'UGX' });
    expect(chargeFor(19.99, 'USD', 'UGX')).toEqual({ amount: 73_963, currency: 'UGX' });
    expect(chargeFor(50_000, 'UGX', 'UGX')).toEqual({ amount: 50_000, currency: 'UGX' });
    expect(chargeFor(37_000, 'UGX', 'USD')).toEqual({ amount: 10, currency: 'USD' });
    expect(chargeFor(10, 'EUR', 'GBP')).toEqual({ amount: 8.59, currency: 'GBP' });
  });
});
