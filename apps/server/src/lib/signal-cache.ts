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
export function createSignalCache(maxEntries: number, options: Options = {}): SignalCache {
  return new KeptValues(maxEntries, options);
}

class KeptValues implements SignalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly maxEntries: number,
    { ttlMs = SIGNAL_CACHE_TTL_MS, now = Date.now, random = Math.random }: Options,
  ) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.random = random;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    // A load still running past the time to live is not waited on any longer.
    if (!cached || (!cached.loaded && cached.expiresAt <= this.now()))
      return this.keep(key, load()).value as Promise<T>;
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, cached);
    if (cached.loaded && !cached.reloading && cached.expiresAt <= this.now()) this.reload(key, cached, load);
    return cached.value as Promise<T>;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private keep(key: string, pending: Promise<unknown>): Entry {
    const { entries } = this;
    entries.delete(key);
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value as string);
    const expiresAt = this.now() + this.ttlMs * (1 - EXPIRY_SPREAD * this.random());
    const entry: Entry = { value: pending, expiresAt, loaded: false, reloading: false };
    entries.set(key, entry);
    pending.then(
      () => {
        entry.loaded = true;
      },
      // A failed load is not kept: the next reader tries again.
      () => this.forgetEntry(key, entry),
    );
    return entry;
  }

  private reload(key: string, entry: Entry, load: () => Promise<unknown>): void {
    entry.reloading = true;
    load().then(
      // Kept only if no signal dropped the old value meanwhile.
      (value) => {
        if (this.entries.get(key) === entry) this.keep(key, Promise.resolve(value));
      },
      () => this.forgetEntry(key, entry),
    );
  }

  private forgetEntry(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}

/** For tests and tools that must always read the database. */
export const noCache: SignalCache = {
  get: (_key, load) => load(),
  forget: () => undefined,
  clear: () => undefined,
};
