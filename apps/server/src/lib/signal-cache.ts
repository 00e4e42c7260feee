export type SignalCache = {
  /** The cached value for `key`, or what `load` answers (shared by concurrent callers, kept if still current). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key, when the database signals that its row changed. */
  forget(key: string): void;
  /** Drops everything, when the database signals a change that may touch any key or signals may have been lost. */
  clear(): void;
};

/**
 * A missed signal (a dropped connection, a bug) can leave a value stale for about this long: once older, the
 * value is loaded again, and served meanwhile (below).
 */
export const SIGNAL_CACHE_TTL_MS = 60_000;
/**
 * Each value expires up to this share of its time to live early, at random: values loaded together (every
 * student's, as an exam opens) are not all loaded again in the same second a minute later.
 */
const EXPIRY_SPREAD = 0.2;

type Entry = { value: Promise<unknown>; expiresAt: number; loaded: boolean; reloading: boolean };

type Options = { ttlMs?: number; now?: () => number; random?: () => number };

/**
 * Values read from the database, kept in memory until the database signals that they changed, and loaded again
 * once older than their time to live. A signal drops loads still in flight too: they answer their callers but
 * are never served again, so a stale copy never outlives the signal. An expired value is still served while its
 * one reload runs, so no reader waits on the safety net; a reload that fails drops it.
 */
export function createSignalCache(
  maxEntries: number,
  { ttlMs = SIGNAL_CACHE_TTL_MS, now = Date.now, random = Math.random }: Options = {},
): SignalCache {
  const entries = new Map<string, Entry>();
  const expiry = () => now() + ttlMs * (1 - EXPIRY_SPREAD * random());

  const forgetEntry = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  const keep = (key: string, pending: Promise<unknown>): Entry => {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry: Entry = { value: pending, expiresAt: expiry(), loaded: false, reloading: false };
    entries.set(key, entry);
    pending.then(
      () => {
        entry.loaded = true;
      },
      // A failed load is not kept: the next reader tries again.
      () => forgetEntry(key, entry),
    );
    return entry;
  };

  const reload = (key: string, entry: Entry, load: () => Promise<unknown>) => {
    entry.reloading = true;
    load().then(
      // Kept only if no signal dropped the old value meanwhile.
      (value) => {
        if (entries.get(key) === entry) keep(key, Promise.resolve(value));
      },
      () => forgetEntry(key, entry),
    );
  };

  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key);
      // A load still running past the time to live is not waited on any longer.
      if (!cached || (!cached.loaded && cached.expiresAt <= now())) return keep(key, load()).value as Promise<T>;
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      entries.delete(key);
      entries.set(key, cached);
      if (cached.loaded && !cached.reloading && cached.expiresAt <= now()) reload(key, cached, load);
      return cached.value as Promise<T>;
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
