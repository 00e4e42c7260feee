/**
 * A student's own draw of questions from a pool: which questions, in which order, and in which order each
 * question's options appear. The draw depends only on its seed and the pool: the same seed and pool give the same
 * draw on every server. An attempt's draw is stored with it (attempt-paper.ts), from a random seed.
 */

export type PoolQuestion<Id extends string | number> = { id: Id; optionCount: number };

/** `options[place]` is the index, in the question as written, of the option shown at that place. */
export type DrawnQuestion<Id extends string | number> = { id: Id; options: number[] };

export type DrawInput<Id extends string | number> = {
  seed: string | number;
  pool: readonly PoolQuestion<Id>[];
  /** How many questions to draw: the whole pool when absent or larger than it. */
  count?: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

/** A 32-bit hash of the text: FNV-1a, then MurmurHash3's finaliser so that close seeds start far apart. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Mulberry32: a small, fast generator of numbers in [0, 1), the same sequence for the same seed everywhere. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const randomFor = (seed: string) => mulberry32(hash32(seed));

/**
 * The first `take` places of a random order of 0…count-1, by Fisher–Yates: each place gets one of the indexes
 * not placed yet, all equally likely.
 */
function shuffledIndexes(count: number, random: () => number, take = count): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let place = 0; place < Math.min(take, count - 1); place += 1) {
    const pick = place + Math.floor(random() * (count - place));
    [order[place], order[pick]] = [order[pick] ?? pick, order[place] ?? place];
  }
  return order.slice(0, take);
}

/** 0…count-1: options in the order they are written. */
export const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The student's questions. Fewer than the pool are drawn at random (kept in the pool's order unless questions
 * are shuffled). Each question's options are shuffled from the seed and the question's id alone, so a question
 * shows its options in the same order whichever other questions were drawn with it.
 */
export function drawQuestions<Id extends string | number>({
  seed,
  pool,
  count = pool.length,
  shuffleQuestions,
  shuffleOptions,
}: DrawInput<Id>): DrawnQuestion<Id>[] {
  const take = Math.min(pool.length, Math.max(0, Math.floor(count)));
  const picked = shuffledIndexes(pool.length, randomFor(String(seed)), take);
  const places = shuffleQuestions ? picked : picked.toSorted((a, b) => a - b);
  return places.flatMap((index) => {
    const question = pool[index];
    if (!question) return [];
    const options = shuffleOptions
      ? shuffledIndexes(question.optionCount, randomFor(`${seed}:${question.id}`))
      : inOrder(question.optionCount);
    return [{ id: question.id, options }];
  });
}
