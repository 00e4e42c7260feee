import { describe, expect, it } from 'vitest';
import { convertAmount, formatCoursePrice, formatMoney, toCurrency } from './money';

describe('money', () => {
  it('shows a price of 0 as Free', () => {
    expect(formatMoney(0, 'UGX')).toBe('Free');
    expect(formatCoursePrice(0, 'USD', 'UGX')).toBe('Free');
  });

  it('writes UGX without decimals and with the code after the amount', () => {
    expect(formatMoney(37000, 'UGX')).toBe('37,000 UGX');
    expect(formatMoney(1234.6, 'UGX')).toBe('1,235 UGX');
  });

  it('writes the other currencies with two decimals and the symbol first', () => {
    expect(formatMoney(10, 'USD')).toBe('$10.00');
    expect(formatMoney(8.5, 'EUR')).toBe('€8.50');
    expect(formatMoney(7.3, 'GBP')).toBe('£7.30');
    expect(formatMoney(13.5, 'CAD')).toBe('C$13.50');
  });

  it('converts with the fixed rates per US dollar', () => {
    expect(convertAmount(10, 'USD', 'UGX')).toBe(37000);
    expect(convertAmount(3700, 'UGX', 'USD')).toBe(1);
    expect(formatCoursePrice(25, 'USD', 'UGX')).toBe('92,500 UGX');
    expect(formatCoursePrice(18500, 'UGX', 'EUR')).toBe('€4.25');
  });

  it('recognises only the supported currency codes', () => {
    expect(toCurrency('usd')).toBe('USD');
    expect(toCurrency('KES')).toBeNull();
    expect(toCurrency(3)).toBeNull();
  });
});
