import type { Config } from '../config';
import type { CatalogueCache } from '../features/courses/catalogue-cache';
import type { FileAccess } from '../features/lesson-files/file-access';
import type { Db } from '../db/client';
import type { RateLimiter } from './rate-limiter';
import type { Mailer } from './mailer';
import type { SignalCache } from './signal-cache';
import type { Storage } from './storage';
import type { TokenSigner } from './tokens';

/** What every feature needs from the running app; built once in buildApp. */
export type AppContext = {
  db: Db;
  config: Config;
  tokens: TokenSigner;
  limiter: RateLimiter;
  storage: Storage;
  /** Signs the viewer's access into lesson file URLs (features/lesson-files/file-access.ts). */
  fileAccess: FileAccess;
  mailer: Mailer;
  catalogue: CatalogueCache;
  /** Session facts per user id (see lib/auth.ts). */
  sessions: SignalCache;
  /** Each user's first page of notifications, as the bell polls it (see features/notifications). */
  notificationPages: SignalCache;
};
