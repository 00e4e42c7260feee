import type { Config } from '../config';
import type { CatalogueCache } from '../features/courses/catalogue-cache';
import type { FileAccess } from '../features/lesson-files/file-access';
import type { ForumMemory } from '../features/forums/forum-cache';
import type { Db } from '../db/client';
import type { GroupCache } from './group-cache';
import type { RateLimiter } from './rate-limiter';
import type { Mailer } from './mailer';
import type { SignalCache } from './signal-cache';
import type { SignalPublisher } from './signal-publisher';
import type { Storage } from './storage';
import type { TokenSigner } from './tokens';
import type { ViewerCache } from './viewer-cache';

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
  /** Assessments and each course's active ones, dropped with the catalogue (features/assessments/student-reads.ts). */
  assessments: SignalCache;
  /** Session facts per user id (see lib/auth.ts). */
  sessions: SignalCache;
  /** Each user's first page of notifications, as the bell polls it (see features/notifications). */
  notificationPages: SignalCache;
  /** What each signed-in student's own pages are made of: enrolments, attempts, progress (lib/viewer-cache.ts). */
  viewers: ViewerCache;
  /** The admin users pages by filters, search and page (features/admin/admin-users-cache.ts). */
  adminUsers: SignalCache;
  /** Pages of each assessment's submissions, for its instructor (features/assessments/submission-pages.ts). */
  submissionPages: GroupCache;
  /** Change signals the exam path sends after its commits (lib/signal-publisher.ts). */
  signals: SignalPublisher;
  /** Course forums' thread lists and threads, and thread views waiting to be written (features/forums). */
  forum: ForumMemory;
};
