import { sql } from 'drizzle-orm';
import type { SystemInfo } from '@somo/contract/admin';
// Read at build time: esbuild inlines it, so the bundled server needs no package.json beside it.
import rootPackage from '../../../../../package.json' with { type: 'json' };
import { queryRows, type Database, type Db } from '../../db/client';
import { platformSettings } from '../../db/schema/settings';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { assertAdmin } from './admin.policy';

const DATABASE_CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function databaseLabel(kind: SystemInfo['database']['kind'], version: string | undefined): string {
  const postgres = version ? `PostgreSQL ${version}` : 'PostgreSQL';
  return kind === 'pglite' ? `Embedded PGlite (${postgres})` : postgres;
}

/** Asking the server for its version doubles as the reachability check. */
async function databaseFacts(db: Db, driver: Database['driver']): Promise<SystemInfo['database']> {
  const kind = driver === 'postgres' ? 'postgresql' : 'pglite';
  try {
    const [row] = await withTimeout(
      queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`),
      DATABASE_CHECK_TIMEOUT_MS,
    );
    // PostgreSQL may append a distribution suffix ('16.4 (Debian 16.4-1)'); the number is enough here.
    return { kind, label: databaseLabel(kind, row?.version.split(' ')[0]), reachable: true };
  } catch {
    return { kind, label: databaseLabel(kind, undefined), reachable: false };
  }
}

async function settingsUpdatedAt(db: Db): Promise<string | null> {
  try {
    const [row] = await db.select({ at: platformSettings.updatedAt }).from(platformSettings).limit(1);
    return row ? row.at.toISOString() : null;
  } catch {
    return null;
  }
}

function aiProviderLabel(ai: AppContext['config']['ai']): string {
  return ai ? `OpenAI-compatible model ${ai.model}` : 'Built-in offline assistant';
}

export async function getSystemInfo({
  ctx,
  driver,
  actor,
}: {
  ctx: AppContext;
  driver: Database['driver'];
  actor: Actor;
}): Promise<SystemInfo> {
  assertAdmin(actor);
  const [database, updatedAt] = await Promise.all([databaseFacts(ctx.db, driver), settingsUpdatedAt(ctx.db)]);
  return {
    version: rootPackage.version,
    database,
    ai_provider: aiProviderLabel(ctx.config.ai),
    settings_updated_at: updatedAt,
  };
}
