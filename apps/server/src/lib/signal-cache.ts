export type SignalCache = {
  /** The cached value for `key`, or what `load` answers (shared by concurrent callers, kept if still current). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key, when the database signals that its row changed. */
  forget(key: string): void;
  /** Drops everything, when the database signals a change that may touch any key or signals may have been lost. */
  clear(): void;
};

/** A missed signal (a dropped connection, a bug) can leave a value stale for at most this long. */
export const SIGNAL_CACHE_TTL_MS = 60_000;

type Entry = { value: Promise<unknown>; expiresAt: number };

/**
 * Values read from the database, kept in memory until the database signals that they changed, and never longer
 * than `ttlMs`. A signal drops loads still in flight too: they answer their callers but are never served again,
 * so a stale copy never outlives the signal.
 */
export function createSignalCache(
  maxEntries: number,
  { ttlMs = SIGNAL_CACHE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): SignalCache {
  const entries = new Map<string, Entry>();
  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && cached.expiresAt > now()) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        entries.set(key, cached);
        return cached.value as Promise<T>;
      }
      const pending = load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { value: pending, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next reader tries again.
      pending.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
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
