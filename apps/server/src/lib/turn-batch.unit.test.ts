import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './turn-batch';

describe('batchPerTurn', () => {
  it('writes the calls of one turn together and answers each its own result', async () => {
    const batches: number[][] = [];
    const double = batchPerTurn(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every call of a batch whose write fails, and the next batch starts afresh', async () => {
    let fail = true;
    const write = batchPerTurn(async (items: string[]) => {
      if (fail) throw new Error('database gone');
      return items;
    });
    const failed = await Promise.allSettled([write('a'), write('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await write('c')).toBe('c');
  });
});
