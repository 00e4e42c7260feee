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

/** A user's parts: their pages' pieces, a dozen at most. */
const MAX_PARTS = 32;

/**
 * Each user's parts are a signal cache of their own, so each part is loaded again on its own once older than its
 * time to live, while the old one is still served; the users are kept by recent use alone.
 */
export function createViewerCache(
  maxViewers = MAX_VIEWERS,
  users: SignalCache = createSignalCache(maxViewers, { ttlMs: Infinity }),
): ViewerCache {
  return {
    get: async <T>(userId: number, part: string, load: () => Promise<T>) => {
      const parts = await users.get(String(userId), async () => createSignalCache(MAX_PARTS));
      return parts.get(part, load);
    },
    forget: (userId) => users.forget(String(userId)),
    clear: () => users.clear(),
  };
}

/** For CACHE=off and tests that must always read the database. */
export const noViewerCache: ViewerCache = createViewerCache(0, noCache);
