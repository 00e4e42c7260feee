import { createGroupCache, type GroupCache } from '../../lib/group-cache';
import { createSignalCache, noCache } from '../../lib/signal-cache';

/** The channel the triggers of migration 0022 signal on, with the assessment id, when its submissions change. */
export const SUBMISSIONS_CHANNEL = 'somo_submissions';

/** Pages over all assessments (some 5 KB each); the least recently read go first. */
const MAX_PAGES = 2_000;

/**
 * The instructors' pages of each assessment's submissions, grouped by assessment: kept until the database signals
 * a change to its submissions, or to the names shown (the catalogue's signal).
 */
export const createSubmissionPages = ({ cached }: { cached: boolean }): GroupCache =>
  createGroupCache(cached ? createSignalCache(MAX_PAGES) : noCache);
