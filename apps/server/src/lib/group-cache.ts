import { noCache, type SignalCache } from './signal-cache';

/**
 * Values kept in groups (a course's forum, an assessment's submission pages), each group dropped at once when
 * the database signals a change to it.
 */
export type GroupCache = {
  get<T>(group: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is kept of one group (its signal, or a change this process just made). */
  forgetGroup(group: number): void;
  /** Drops everything (signals may have been lost). */
  clear(): void;
};

/**
 * Keys carry the group's generation: forgetting a group moves it to the next one, so none of its entries, nor
 * loads still in flight, is served again; they age out of the LRU like any other.
 */
export function createGroupCache(kept: SignalCache): GroupCache {
  const generations = new Map<number, number>();
  let lastGeneration = 0;
  return {
    get: (group, key, load) => kept.get(`${group}:${generations.get(group) ?? 0}:${key}`, load),
    forgetGroup: (group) => {
      lastGeneration += 1;
      generations.set(group, lastGeneration);
    },
    clear: () => {
      kept.clear();
      generations.clear();
    },
  };
}

/** For tests and tools that must always read the database. */
export const noGroupCache = createGroupCache(noCache);
