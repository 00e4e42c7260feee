import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawQuestions, type PoolQuestion } from './draw';

const pool: PoolQuestion<number>[] = Array.from({ length: 10 }, (_, index) => ({
  id: 100 + index,
  optionCount: index % 5,
}));
const shuffled = { shuffleQuestions: true, shuffleOptions: true };
const ids = (draw: { id: number }[]) => draw.map((question) => question.id);
const isPermutation = (order: number[], count: number) =>
  order.length === count && [...order].sort((a, b) => a - b).every((value, index) => value === index);

describe('drawQuestions', () => {
  it('draws the same for the same seed', () => {
    expect(drawQuestions({ seed: 'attempt-42', pool, count: 6, ...shuffled })).toEqual(
      drawQuestions({ seed: 'attempt-42', pool, count: 6, ...shuffled }),
    );
    expect(drawQuestions({ seed: 42, pool, ...shuffled })).toEqual(
      drawQuestions({ seed: 42, pool, ...shuffled }),
    );
  });

  it('keeps its draws from one release to the next', () => {
    // A student's exam must not change under them: these are the draws students already have.
    expect(drawQuestions({ seed: 'attempt-2', pool: pool.slice(0, 5), count: 3, ...shuffled })).toEqual([
      { id: 103, options: [1, 0, 2] },
      { id: 104, options: [0, 3, 2, 1] },
      { id: 101, options: [0] },
    ]);
  });

  it('draws differently for different seeds', () => {
    const orders = new Set(
      Array.from({ length: 50 }, (_, seed) => ids(drawQuestions({ seed, pool, ...shuffled })).join()),
    );
    expect(orders.size).toBeGreaterThan(45);
    const options = new Set(
      Array.from({ length: 50 }, (_, seed) =>
        drawQuestions({ seed: `s${seed}`, pool, ...shuffled })
          .map((question) => question.options.join())
          .join('/'),
      ),
    );
    expect(options.size).toBeGreaterThan(45);
  });

  it('gives the whole pool when asked for more, or for no number', () => {
    expect(
      ids(drawQuestions({ seed: 1, pool, count: 50, shuffleQuestions: false, shuffleOptions: false })),
    ).toEqual(ids(pool));
    expect(drawQuestions({ seed: 1, pool, shuffleQuestions: false, shuffleOptions: false })).toEqual(
      pool.map(({ id, optionCount }) => ({ id, options: Array.from({ length: optionCount }, (_, i) => i) })),
    );
    expect(drawQuestions({ seed: 1, pool, count: 0, ...shuffled })).toEqual([]);
    expect(drawQuestions({ seed: 1, pool: [], count: 3, ...shuffled })).toEqual([]);
  });

  it('keeps the pool’s order when questions are not shuffled', () => {
    const drawn = ids(
      drawQuestions({ seed: 'x', pool, count: 4, shuffleQuestions: false, shuffleOptions: true }),
    );
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
  });

  it('shuffles a question’s options the same whichever questions come with it', () => {
    const alone = drawQuestions({ seed: 'x', pool: [{ id: 104, optionCount: 4 }], ...shuffled });
    const among = drawQuestions({ seed: 'x', pool, ...shuffled }).find((question) => question.id === 104);
    expect(among).toEqual(alone[0]);
  });

  it('draws every question equally often', () => {
    const firsts = new Map<number, number>();
    for (let seed = 0; seed < 4000; seed += 1) {
      const [first] = drawQuestions({ seed, pool: pool.slice(0, 4), ...shuffled });
      if (first) firsts.set(first.id, (firsts.get(first.id) ?? 0) + 1);
    }
    // 1000 each expected; 150 is over four standard deviations away.
    for (const id of [100, 101, 102, 103]) expect(Math.abs((firsts.get(id) ?? 0) - 1000)).toBeLessThan(150);
  });

  it('always draws distinct questions of the pool with their options in some order', () => {
    const poolArb = fc.uniqueArray(fc.record({ id: fc.string(), optionCount: fc.nat(10) }), {
      selector: (question) => question.id,
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer()),
        poolArb,
        fc.integer({ min: -2, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        (seed, questions, count, shuffleQuestions, shuffleOptions) => {
          const input = { seed, pool: questions, count, shuffleQuestions, shuffleOptions };
          const draw = drawQuestions(input);
          expect(draw).toEqual(drawQuestions(input));
          expect(draw).toHaveLength(Math.max(0, Math.min(count, questions.length)));
          expect(new Set(draw.map((question) => question.id)).size).toBe(draw.length);
          for (const question of draw) {
            const written = questions.find((item) => item.id === question.id);
            expect(written && isPermutation(question.options, written.optionCount)).toBe(true);
          }
        },
      ),
    );
  });
});
