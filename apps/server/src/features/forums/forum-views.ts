import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** How often waiting views are written: one statement for every thread read meanwhile. */
const WRITE_EVERY_MS = 5_000;
/** A reader counts once per thread per hour. */
const VIEW_WINDOW_MS = 3_600_000;
/** Readers this process remembers having counted within the hour; forgotten all at once beyond it. */
const MAX_REMEMBERED_VIEWS = 100_000;
/** Views waiting to be written. While the database cannot take them, views beyond this are not counted. */
const MAX_WAITING = 100_000;
/** Views per statement, so one batch never becomes one huge parameter. */
const STATEMENT_SIZE = 5_000;
/**
 * What a batch wrote is remembered this long: no cached copy is older (SIGNAL_CACHE_TTL_MS is a minute), so none
 * read before the batch can still need it.
 */
const KEEP_WRITTEN_MS = 2 * 60_000;

type View = { threadId: number; userId: number };

/** Views this process wrote to a thread with one batch (the batch's number counts up). */
type Write = { batch: number; views: number; at: number };

/** What this process adds to one thread's stored count: views still waiting, and the recent batches that wrote. */
type Tally = { waiting: number; writes: Write[] };

export type ThreadViews = {
  /** Counts the reader's view, once per thread per hour; it is written with the next batch. */
  record(threadId: number, userId: number): void;
  /** To take just before reading stored counts, for `shown` later: the last batch written. */
  mark(): number;
  /** The count to show: the stored one read after `mark`, with the views this process added since. */
  shown(threadId: number, stored: number, mark: number): number;
  /** Writes the waiting views now. */
  write(): Promise<void>;
  /** Stops the timer and writes what waits (the server closing). */
  close(): Promise<void>;
};

/**
 * Thread views are counted in memory and written in batches: reading a thread costs no write. Each batch is one
 * statement that records who viewed what (a reader counts again only after an hour, across processes too) and
 * adds what counted to the threads. Views still waiting are shown at once in this process; other processes show
 * them once written and their copy is read again (within a minute).
 */
export function createThreadViews(
  db: Db,
  { warn, writeEveryMs = WRITE_EVERY_MS }: { warn: (error: unknown) => void; writeEveryMs?: number },
): ThreadViews {
  const countedAt = new Map<string, number>();
  let waiting = new Map<string, View>();
  const tallies = new Map<number, Tally>();
  let batches = 0;
  let writing: Promise<void> | undefined;

  const tallyOf = (threadId: number): Tally => {
    let tally = tallies.get(threadId);
    if (!tally) {
      tally = { waiting: 0, writes: [] };
      tallies.set(threadId, tally);
    }
    return tally;
  };

  const countedRecently = (key: string, now: number) => {
    const at = countedAt.get(key);
    return at !== undefined && now - at < VIEW_WINDOW_MS;
  };

  /** Views that counted join the thread's writes; the rest (counted by another process within the hour) vanish. */
  const settle = (batch: View[], counted: Map<number, number>) => {
    const now = Date.now();
    batches += 1;
    for (const view of batch) tallyOf(view.threadId).waiting -= 1;
    for (const [threadId, views] of counted)
      tallyOf(threadId).writes.push({ batch: batches, views, at: now });
    for (const [threadId, tally] of tallies) {
      tally.writes = tally.writes.filter((write) => now - write.at <= KEEP_WRITTEN_MS);
      if (tally.waiting === 0 && tally.writes.length === 0) tallies.delete(threadId);
    }
  };

  /** A batch the database refused waits for the next one (a thread deleted meanwhile is then left out). */
  const putBack = (batch: View[]) => {
    for (const view of batch) {
      const key = `${view.threadId}:${view.userId}`;
      if (waiting.size < MAX_WAITING && !waiting.has(key)) waiting.set(key, view);
      else tallyOf(view.threadId).waiting -= 1;
    }
  };

  const writeBatch = async (batch: View[]) => {
    for (let start = 0; start < batch.length; start += STATEMENT_SIZE) {
      const part = batch.slice(start, start + STATEMENT_SIZE);
      try {
        settle(part, await writeViews(db, part));
      } catch (error) {
        warn(error);
        putBack(part);
      }
    }
  };

  const write = async (): Promise<void> => {
    // One batch at a time: a later call waits for the running one, then writes what came meanwhile.
    while (writing) await writing;
    if (waiting.size === 0) return;
    const batch = [...waiting.values()];
    waiting = new Map();
    writing = writeBatch(batch).finally(() => {
      writing = undefined;
    });
    await writing;
  };

  const timer = setInterval(() => void write(), writeEveryMs);
  timer.unref();

  return {
    record: (threadId, userId) => {
      const key = `${threadId}:${userId}`;
      const now = Date.now();
      if (countedRecently(key, now) || waiting.has(key) || waiting.size >= MAX_WAITING) return;
      if (countedAt.size >= MAX_REMEMBERED_VIEWS) countedAt.clear();
      countedAt.set(key, now);
      waiting.set(key, { threadId, userId });
      tallyOf(threadId).waiting += 1;
    },
    mark: () => batches,
    shown: (threadId, stored, mark) => {
      const tally = tallies.get(threadId);
      if (!tally) return stored;
      let shown = stored + tally.waiting;
      for (const write of tally.writes) if (write.batch > mark) shown += write.views;
      return shown;
    },
    write,
    close: async () => {
      clearInterval(timer);
      await write();
    },
  };
}

/**
 * One statement for many views: records each reader (again only after an hour), then adds the views that
 * counted to their threads. Threads or readers deleted meanwhile are left out. Answers the views counted per thread.
 */
async function writeViews(db: Db, views: View[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ thread_id: number; counted: number }>(
    db,
    sql`with seen as (
        select s.thread_id, s.user_id
        from jsonb_to_recordset(${JSON.stringify(views.map((v) => ({ thread_id: v.threadId, user_id: v.userId })))}::jsonb)
          as s(thread_id int, user_id int)
        where exists (select 1 from forum_threads t where t.id = s.thread_id)
          and exists (select 1 from users u where u.id = s.user_id)
        order by s.thread_id, s.user_id
      ), counted as (
        insert into forum_thread_views (thread_id, user_id)
        select thread_id, user_id from seen
        on conflict (thread_id, user_id) do update set viewed_at = now()
          where forum_thread_views.viewed_at < now() - interval '1 hour'
        returning thread_id
      ), totals as (
        select thread_id, count(*)::int as n from counted group by thread_id
      )
      update forum_threads t set views = t.views + totals.n from totals where t.id = totals.thread_id
      returning t.id as thread_id, totals.n as counted`,
  );
  return new Map(rows.map((row) => [row.thread_id, row.counted]));
}
