import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('Range headers', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=1-1 ', { start: 1, end: 1 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s cannot be served from 1000 bytes', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'bytes=0-10,20-30', 'items=0-10', 'bytes=10-5', 'bytes=a-b'])(
    '%s asks for the whole file',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    },
  );

  it('always answers a range inside the file', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(20_000), fc.option(fc.nat(20_000)), (size, first, last) => {
        const range = parseByteRange(`bytes=${first}-${last ?? ''}`, size);
        if (range === undefined || range === 'unsatisfiable') return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.end).toBeLessThan(size);
        expect(range.start).toBeLessThanOrEqual(range.end);
      }),
    );
  });
});
