import { describe, expect, it } from 'vitest';
import { formatMoment, formatPaidAmount } from './format';

describe('formatMoment', () => {
  // Just after midnight UTC on 1 March is still the evening of 28 February in Denver.
  const nearMidnight = new Date('2026-03-01T02:15:00Z');

  it.each([
    ['en', '28 February 2026 at 19:15 (America/Denver)'],
    ['fr', '28 février 2026 à 19:15 (America/Denver)'],
    ['es', '28 de febrero de 2026 a las 19:15 (America/Denver)'],
    ['sw', '28 Februari 2026, 19:15 (America/Denver)'],
  ] as const)('writes the moment in %s, in the reader’s time zone', (language, expected) => {
    expect(formatMoment(nearMidnight, { language, timeZone: 'America/Denver' })).toBe(expected);
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(formatMoment(nearMidnight, { language: 'fr', timeZone: 'Mars/Olympus' })).toBe(
      '1 mars 2026 à 02:15 (UTC)',
    );
  });
});

describe('formatPaidAmount', () => {
  it.each([
    ['en', 73963, 'UGX', '73,963 UGX'],
    ['en', 1234.5, 'USD', '$1,234.50'],
    ['fr', 73963, 'UGX', '73\u202f963 UGX'],
    ['fr', 1234.5, 'EUR', '€1\u202f234,50'],
    ['es', 73963, 'UGX', '73.963 UGX'],
    ['es', 12.5, 'CAD', 'C$12,50'],
    ['sw', 73963.4, 'UGX', '73,963 UGX'],
    ['sw', 9.999, 'GBP', '£10.00'],
  ] as const)('in %s writes %d %s as %s', (language, amount, currency, expected) => {
    expect(formatPaidAmount(amount, currency, language)).toBe(expected);
  });
});
