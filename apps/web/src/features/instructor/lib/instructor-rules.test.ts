import { describe, expect, it } from 'vitest';
import { moveId, parsePriceInput, priceStep, retentionRate, truncateText } from './instructor-rules';

describe('retentionRate', () => {
  it('is active ÷ total as a rounded percentage', () => {
    expect(retentionRate(2, 3)).toBe(67);
    expect(retentionRate(1, 3)).toBe(33);
    expect(retentionRate(1, 8)).toBe(13);
    expect(retentionRate(5, 5)).toBe(100);
  });

  it('is 0 when nobody is enrolled', () => {
    expect(retentionRate(0, 0)).toBe(0);
  });
});

describe('price input', () => {
  it('steps by whole shillings for UGX and by cents otherwise', () => {
    expect(priceStep('UGX')).toBe(1);
    expect(priceStep('USD')).toBe(0.01);
    expect(priceStep('EUR')).toBe(0.01);
    expect(priceStep('GBP')).toBe(0.01);
    expect(priceStep('CAD')).toBe(0.01);
  });

  it('reads numbers and turns anything else into 0', () => {
    expect(parsePriceInput('25000')).toBe(25000);
    expect(parsePriceInput(' 12.50 ')).toBe(12.5);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('12abc')).toBe(0);
    expect(parsePriceInput('Infinity')).toBe(0);
  });

  it('keeps a negative number so the form can refuse it', () => {
    expect(parsePriceInput('-5')).toBe(-5);
  });
});

describe('truncateText', () => {
  it('leaves short text alone and cuts long text with an ellipsis', () => {
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`);
  });
});

describe('moveId', () => {
  it('moves an id one place up or down', () => {
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
  });

  it('refuses to move past either end', () => {
    expect(moveId([1, 2, 3], 1, -1)).toBeNull();
    expect(moveId([1, 2, 3], 3, 1)).toBeNull();
    expect(moveId([1, 2, 3], 9, 1)).toBeNull();
  });
});
