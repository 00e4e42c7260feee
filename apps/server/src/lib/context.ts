import type { Config } from '../config';
import type { CatalogueCache } from '../features/courses/catalogue-cache';
import type { Db } from '../db/client';
import type { RateLimiter } from './rate-limiter';
import type { Mailer } from './mailer';
import type { Storage } from './storage';
import type { TokenSigner } from './tokens';

/** What every feature needs from the running app; built once in buildApp. */
export type AppContext = {
  db: Db;
  config: Config;
  tokens: TokenSigner;
  limiter: RateLimiter;
  storage: Storage;
  mailer: Mailer;
  catalogue: CatalogueCache;
};
