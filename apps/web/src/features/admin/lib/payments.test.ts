import { describe, expect, it } from 'vitest';
import { payment } from '../test/admin-fixtures';
import { formatRate, summarizePayments } from './payments';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 3600 * 1000).toISOString();

describe('summarizePayments', () => {
  it('counts only completed payments, in dollars', () => {
    const summary = summarizePayments(
      [
        payment({ id: 1, amount: 37000, currency: 'UGX', date: daysAgo(1) }),
        payment({ id: 2, amount: 30, date: daysAgo(40) }),
        payment({ id: 3, amount: 500, status: 'refunded', date: daysAgo(2) }),
        payment({ id: 4, amount: 500, status: 'failed', date: daysAgo(2) }),
        payment({ id: 5, amount: 500, status: 'pending', date: daysAgo(2) }),
      ],
      NOW,
    );
    expect(summary).toEqual({ totalRevenue: 40, totalTransactions: 2, recent: 1, averagePayment: 20 });
  });

  it('counts a payment made exactly 30 days ago as recent', () => {
    expect(summarizePayments([payment({ id: 1, date: daysAgo(30) })], NOW).recent).toBe(1);
    expect(summarizePayments([payment({ id: 1, date: daysAgo(30.01) })], NOW).recent).toBe(0);
  });

  it('averages nothing to zero', () => {
    expect(summarizePayments([payment({ id: 1, status: 'failed' })], NOW)).toEqual({
      totalRevenue: 0,
      totalTransactions: 0,
      recent: 0,
      averagePayment: 0,
    });
  });
});

describe('formatRate', () => {
  it('writes the rate as a percentage with at most two decimals', () => {
    expect(formatRate(10)).toBe('10%');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(7.125)).toBe('7.13%');
  });
});
