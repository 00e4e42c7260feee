import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

/** Newest first; one row more than asked tells whether another page exists. */
export async function listNotifications(
  db: Db,
  userId: number,
  { limit, before }: { limit: number; before?: number },
) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.id, before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
}

/** The first page with the user's totals, in one round trip: the counts are taken over all rows before the limit. */
export async function listFirstPageWithCounts(db: Db, userId: number, limit: number) {
  const rows = await db
    .select({
      notification: notifications,
      total: sql<number>`(count(*) over ())::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}) over ())::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  return {
    rows: rows.map((row) => row.notification),
    total: rows[0]?.total ?? 0,
    unread: rows[0]?.unread ?? 0,
  };
}

export async function countNotifications(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return totals ?? { total: 0, unread: 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.unread ?? 0;
}

const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

export async function markRead(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(own(userId, id))
    .returning({ id: notifications.id });
  return row;
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export async function deleteNotification(db: Db, userId: number, id: number) {
  const [row] = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  return row;
}

export async function deleteAllNotifications(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}
