import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as users from './schema/users';
import * as settings from './schema/settings';
import * as notifications from './schema/notifications';
import * as courses from './schema/courses';
import * as announcements from './schema/announcements';
import * as messages from './schema/messages';
import * as forums from './schema/forums';
import * as assessments from './schema/assessments';
import * as admin from './schema/admin';
import * as ai from './schema/ai';
import * as certificates from './schema/certificates';

export const schema = {
  ...users,
  ...settings,
  ...notifications,
  ...courses,
  ...announcements,
  ...messages,
  ...forums,
  ...assessments,
  ...admin,
  ...ai,
  ...certificates,
};

/** One type for both drivers, so features never care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type ListenHandlers = {
  onMessage: (payload: string) => void;
  /**
   * Called when listening resumes after the connection to the database dropped: signals sent meanwhile were
   * lost, so anything kept because no signal came must be dropped.
   */
  onReconnect: () => void;
};

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Calls `onMessage` for each NOTIFY on the channel (delivered when the notifying transaction commits). */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// Any number works as long as every process agrees: it serialises migrations between processes.
const MIGRATION_LOCK_ID = 72_616_001;

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found next to ${here}`);
  return found;
}

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    // In-process: there is no connection to lose, so nothing is ever missed and `onReconnect` never runs.
    listen: (channel, { onMessage }) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover) is replaced on next use; without a listener
  // its error event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 2000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to others). When it drops it is opened again,
 * every RECONNECT_MS until the server answers, and `onReconnect` runs once listening resumes.
 */
async function listenOnServer(url: string, channel: string, { onMessage, onReconnect }: ListenHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;

  async function open() {
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    // A lost connection may report itself as an error, an end, or both: the first one starts the next try.
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void reopen(), RECONNECT_MS).unref();
    };
    next.on('notification', (message) => onMessage(message.payload ?? ''));
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop();
      throw error;
    }
    client = next;
  }

  async function reopen() {
    if (stopped) return;
    try {
      await open();
    } catch {
      return; // the failed connection already planned the next try
    }
    if (stopped) {
      await client?.end();
      return;
    }
    onReconnect();
  }

  try {
    await open();
  } catch (error) {
    // Start-up fails instead: no retries behind its back.
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    await client?.end();
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

/** One `create(db)` per database, made on first use: prepared statements and write batchers live as long as it. */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * Like queryRows, for the few statements run thousands of times a second whose text never varies (the exam
 * path): on a PostgreSQL server each connection parses and plans the statement once, under a name taken from
 * its text, instead of on every call. PGlite runs in this process, so it just runs the query.
 */
export async function queryPreparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { $client: client, dialect } = db as unknown as { $client?: unknown; dialect: PgDialect };
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T & pg.QueryResultRow>({
    name: statementName(text),
    text,
    values: params,
  });
  return result.rows;
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Runs raw SQL and answers its rows; both drivers put them under `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
