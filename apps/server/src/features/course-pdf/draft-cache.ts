import { createHash } from 'node:crypto';
import type { CourseDraft } from '../ai/assistant';

const MAX_ENTRIES = 20;
const TTL_MS = 30 * 60_000;

/**
 * Drafts made for a file, kept a while per instructor so that the preview and the course created right after
 * it agree (a model answers differently each time) and the model is not asked three times for one upload.
 * Per process: another process simply drafts again.
 */
export function createDraftCache(now: () => number = Date.now) {
  const entries = new Map<string, { draft: CourseDraft; expiresAt: number }>();
  const keyOf = (userId: number, bytes: Buffer) =>
    `${userId}:${createHash('sha256').update(bytes).digest('hex')}`;
  return {
    get(userId: number, bytes: Buffer): CourseDraft | undefined {
      const key = keyOf(userId, bytes);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.draft;
    },
    set(userId: number, bytes: Buffer, draft: CourseDraft) {
      for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
      // Oldest first: a Map keeps insertion order.
      while (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(keyOf(userId, bytes), { draft, expiresAt: now() + TTL_MS });
    },
  };
}

export type DraftCache = ReturnType<typeof createDraftCache>;
