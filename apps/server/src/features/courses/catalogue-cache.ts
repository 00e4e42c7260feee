/** The channel the database triggers of migration 0008 signal on whenever catalogue data changes. */
export const CATALOGUE_CHANNEL = 'somo_catalogue';

const MAX_ENTRIES = 5_000;

export type CatalogueCache = {
  /** The cached value for `key`, or what `load` answers (shared by concurrent callers, kept if still current). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

/**
 * Public catalogue pages and course data, kept in memory until the database says they changed.
 * A load that overlaps a change is answered but not kept, so a stale copy never outlives the signal.
 */
export function createCatalogueCache(): CatalogueCache {
  let generation = 0;
  const entries = new Map<string, Promise<unknown>>();
  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      const started = generation;
      const pending = load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, pending);
      const forget = () => {
        if (entries.get(key) === pending) entries.delete(key);
      };
      pending.then(() => {
        if (generation !== started) forget();
      }, forget);
      return pending;
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}

/** For tests and tools that must always read the database. */
export const uncachedCatalogue: CatalogueCache = { get: (_key, load) => load(), clear: () => undefined };
