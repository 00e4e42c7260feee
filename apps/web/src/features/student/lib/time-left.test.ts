import { describe, expect, it } from 'vitest';
import { isDueSoon, timeLeftText } from './time-left';

describe('time left', () => {
  it('uses the largest unit that fits, rounded down', () => {
    expect(timeLeftText(3 * 86_400 + 7_200)).toBe('3 days');
    expect(timeLeftText(2 * 86_400)).toBe('2 days');
    expect(timeLeftText(47 * 3_600 + 59 * 60)).toBe('47 hours');
    expect(timeLeftText(2 * 3_600)).toBe('2 hours');
    expect(timeLeftText(119 * 60 + 59)).toBe('119 minutes');
    expect(timeLeftText(60)).toBe('1 minute');
    expect(timeLeftText(59)).toBe('less than a minute');
    expect(timeLeftText(0)).toBe('less than a minute');
  });

  it('calls under a day due soon', () => {
    expect(isDueSoon(86_399)).toBe(true);
    expect(isDueSoon(86_400)).toBe(false);
    expect(isDueSoon(null)).toBe(false);
  });
});
