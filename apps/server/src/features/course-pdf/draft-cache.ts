import type { CourseDraft } from '../ai/assistant';
import { createExpiringCache } from './expiring-cache';

/**
 * Drafts made for an upload (keyed by instructor and file), kept a while so that the preview and the course
 * created right after it agree (a model answers differently each time) and the model is not asked three times
 * for one upload.
 */
export function createDraftCache() {
  return createExpiringCache<CourseDraft>({ maxEntries: 20, ttlMs: 30 * 60_000 });
}

export type DraftCache = ReturnType<typeof createDraftCache>;
