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
 * A signal drops loads still in flight too: they answer their callers but are never served again, so a stale
 * copy never outlives the signal.
 */
export function createSignalCache(maxEntries: number): SignalCache {
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
      const pending = load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, pending);
      // A failed load is not kept: the next reader tries again.
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      return pending;
    },
    forget: (key) => {
      entries.delete(key);
    },
    clear: () => {
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
