import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Ids per NOTIFY: comma-joined, they stay well under PostgreSQL's 8 kB payload limit. */
const IDS_PER_SIGNAL = 500;

export type SignalPublisher = {
  /** Tells every process (this one included) that `id` changed on `channel`, a moment after the caller's commit. */
  publish(channel: string, id: number): void;
  /** Resolves once everything published so far has gone out. */
  settled(): Promise<void>;
};

/**
 * Change signals for the exam path, sent after its commits instead of by triggers inside them. A transaction that
 * sends NOTIFY holds a database-wide lock from queueing the notification until its commit is flushed to disk, so
 * on exam day every start and submit would commit one after another. Here the ids published while one NOTIFY is
 * on its way go out together in the next, so a cohort's thousands of commits cost a few signals a second, and
 * no exam commit waits for another.
 */
export function createSignalPublisher(db: Db, warn: (error: unknown) => void): SignalPublisher {
  let waiting = new Map<string, Set<number>>();
  let sending: Promise<void> | undefined;

  async function send(batch: Map<string, Set<number>>) {
    const signals: { channel: string; payload: string }[] = [];
    for (const [channel, ids] of batch) {
      const all = [...ids];
      for (let start = 0; start < all.length; start += IDS_PER_SIGNAL) {
        signals.push({ channel, payload: all.slice(start, start + IDS_PER_SIGNAL).join(',') });
      }
    }
    await db.execute(
      sql`select pg_notify(s.channel, s.payload)
        from jsonb_to_recordset(${JSON.stringify(signals)}::jsonb) as s(channel text, payload text)`,
    );
  }

  function drain() {
    if (sending || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    sending = send(batch)
      .catch(warn)
      .finally(() => {
        sending = undefined;
        drain();
      });
  }

  return {
    publish(channel, id) {
      let ids = waiting.get(channel);
      if (!ids) waiting.set(channel, (ids = new Set()));
      ids.add(id);
      drain();
    },
    async settled() {
      while (sending) await sending;
    },
  };
}
