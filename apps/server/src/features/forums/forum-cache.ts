import type { Db } from '../../db/client';
import { createGroupCache, type GroupCache } from '../../lib/group-cache';
import { createSignalCache, noCache, type SignalCache } from '../../lib/signal-cache';
import { createThreadViews, type ThreadViews } from './forum-views';

/** The channel the triggers of migration 0021 signal on, with the course id, whenever a course forum changes. */
export const FORUM_CHANNEL = 'somo_forum';

/** Thread lists and threads, over all courses; the least recently read go first. */
const MAX_ENTRIES = 5_000;

/** Each course forum's answers, grouped by course: kept until the database signals a change to its forum. */
export const createForumCache = (entries: SignalCache = createSignalCache(MAX_ENTRIES)): GroupCache =>
  createGroupCache(entries);

/** What the forum keeps in memory: the answers (docs/decisions/0016) and the views waiting to be written. */
export type ForumMemory = { cache: GroupCache; views: ThreadViews };

export function createForumMemory(
  db: Db,
  { cached, warn }: { cached: boolean; warn: (error: unknown) => void },
): ForumMemory {
  return {
    cache: cached ? createForumCache() : createForumCache(noCache),
    views: createThreadViews(db, { warn }),
  };
}
