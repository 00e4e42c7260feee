import { describe, expect, it } from 'vitest';
import { isMobileMoneyNumber } from './phone-number';

describe('isMobileMoneyNumber', () => {
  it.each(['0772123456', '0772 123 456', '0701-234-567', '+256 772 123 456', '+254712345678'])(
    'accepts %j',
    (value) => {
      expect(isMobileMoneyNumber(value)).toBe(true);
    },
  );

  it.each(['', '0772 123 45', '0772 123 4567', '0412 123 456', '256772123456', '07721234ab', '+25677'])(
    'refuses %j',
    (value) => {
      expect(isMobileMoneyNumber(value)).toBe(false);
    },
  );
});
