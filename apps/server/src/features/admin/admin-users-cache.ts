import { createSignalCache, noCache, type SignalCache } from '../../lib/signal-cache';

/** The channel the triggers of migration 0022 signal on when a change to users reaches what the users pages show. */
export const USERS_CHANNEL = 'somo_users';

/** Pages and searches, as JSON text of some 4 KB each (25 users), so 20 MB at most; the least recently read go first. */
const MAX_PAGES = 5_000;

/** The admin users pages, as asked for (filters, search, page), kept until the database signals a change. */
export const createAdminUsersCache = ({ cached }: { cached: boolean }): SignalCache =>
  cached ? createSignalCache(MAX_PAGES) : noCache;
