import { createSignalCache, type SignalCache } from '../../lib/signal-cache';

/** The channel the database triggers of migration 0008 signal on whenever catalogue data changes. */
export const CATALOGUE_CHANNEL = 'somo_catalogue';

const MAX_ENTRIES = 5_000;

export type CatalogueCache = SignalCache;

/** Public catalogue pages and course data (see docs/decisions/0006). */
export const createCatalogueCache = (): CatalogueCache => createSignalCache(MAX_ENTRIES);
