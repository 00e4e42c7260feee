import type { Db } from '../../db/client';
import { createSignalCache, noCache, type SignalCache } from '../../lib/signal-cache';
import { createThreadViews, type ThreadViews } from './forum-views';

/** The channel the triggers of migration 0021 signal on, with the course id, whenever a course forum changes. */
export const FORUM_CHANNEL = 'somo_forum';

/** Thread lists and threads, over all courses; the least recently read go first. */
const MAX_ENTRIES = 5_000;

/** Each course forum's answers, kept until the database signals a change to that course's forum. */
export type ForumCache = {
  get<T>(courseId: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is kept of one course (its signal, or a change this process just made). */
  forgetCourse(courseId: number): void;
  /** Drops everything (signals may have been lost). */
  clear(): void;
};

/**
 * Keys carry the course's generation: forgetting a course moves it to the next one, so none of its entries, nor
 * loads still in flight, is served again; they age out of the LRU like any other.
 */
export function createForumCache(entries: SignalCache = createSignalCache(MAX_ENTRIES)): ForumCache {
  const generations = new Map<number, number>();
  let lastGeneration = 0;
  return {
    get: (courseId, key, load) => entries.get(`${courseId}:${generations.get(courseId) ?? 0}:${key}`, load),
    forgetCourse: (courseId) => {
      lastGeneration += 1;
      generations.set(courseId, lastGeneration);
    },
    clear: () => {
      entries.clear();
      generations.clear();
    },
  };
}

/** What the forum keeps in memory: the answers (docs/decisions/0016) and the views waiting to be written. */
export type ForumMemory = { cache: ForumCache; views: ThreadViews };

export function createForumMemory(
  db: Db,
  { cached, warn }: { cached: boolean; warn: (error: unknown) => void },
): ForumMemory {
  return {
    cache: cached ? createForumCache() : createForumCache(noCache),
    views: createThreadViews(db, { warn }),
  };
}
