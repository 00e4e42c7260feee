import { describe, expect, it } from 'vitest';
import { convert, displayPrice, formatMoney, roundMoney } from './money';

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
