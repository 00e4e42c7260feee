export type SignalCache = {
  /** The cached value for `key`, or what `load` answers (shared by concurrent callers, kept if still current). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key, when the database signals that its row changed. */
  forget(key: string): void;
  /** Drops everything, when the database signals a change that may touch any key. */
  clear(): void;
};

/**
 * Values read from the database, kept in memory until the database signals that they changed.
 * A load that overlaps a signal is answered but not kept, so a stale copy never outlives the signal.
 */
export function createSignalCache(maxEntries: number): SignalCache {
  let generation = 0;
  const entries = new Map<string, Promise<unknown>>();
  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key);
      if (cached) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        entries.delete(key);
        entries.set(key, cached);
        return cached as Promise<T>;
      }
      const started = generation;
      const pending = load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, pending);
      const forget = () => {
        if (entries.get(key) === pending) entries.delete(key);
      };
      pending.then(() => {
        if (generation !== started) forget();
      }, forget);
      return pending;
    },
    forget: (key) => {
      generation += 1;
      entries.delete(key);
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}

/** For tests and tools that must always read the database. */
export const noCache: SignalCache = {
  get: (_key, load) => load(),
  forget: () => undefined,
  clear: () => undefined,
};
