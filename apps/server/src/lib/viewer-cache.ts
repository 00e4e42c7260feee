import { createSignalCache, noCache, type SignalCache } from './signal-cache';

/** The channel the triggers of migration 0019 signal on, with a student's id, when their own rows change. */
export const VIEWER_CHANNEL = 'somo_viewer';

/** Signed-in students whose facts are kept; the least recently seen are dropped first. */
const MAX_VIEWERS = 20_000;

/**
 * What one signed-in user's pages are made of (their enrolments, attempts, progress), kept per user in parts that
 * are loaded separately and dropped together when the database signals that user's rows changed
 * (docs/decisions/0017). Course data inside a part is dropped with the catalogue's signal (clear).
 */
export type ViewerCache = {
  get<T>(userId: number, part: string, load: () => Promise<T>): Promise<T>;
  forget(userId: number): void;
  clear(): void;
};

/**
 * A user's parts go together once about a minute old (the users cache's time to live, spread so users who came
 * together are not all read again in the same second): parts a user stopped reading are not kept for good.
 */
export function createViewerCache(
  maxViewers = MAX_VIEWERS,
  users: SignalCache = createSignalCache(maxViewers),
): ViewerCache {
  return {
    get: async <T>(userId: number, part: string, load: () => Promise<T>) => {
      const parts = await users.get(String(userId), async () => new Map<string, Promise<unknown>>());
      const kept = parts.get(part);
      if (kept) return kept as Promise<T>;
      const pending = load();
      parts.set(part, pending);
      // A failed load is not kept: the next reader tries again.
      pending.catch(() => {
        if (parts.get(part) === pending) parts.delete(part);
      });
      return pending;
    },
    forget: (userId) => users.forget(String(userId)),
    clear: () => users.clear(),
  };
}

/** For CACHE=off and tests that must always read the database. */
export const noViewerCache: ViewerCache = createViewerCache(0, noCache);
