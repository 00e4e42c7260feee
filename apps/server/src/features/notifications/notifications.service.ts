import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  NotificationList,
  type NotificationData,
  type NotificationText,
  type NotificationType,
  NOTIFICATION_PAGE_SIZE,
} from '@somo/contract/notifications';
import type { AppContext } from '../../lib/context';
import { readerBytes } from '../../lib/json-bytes';
import { createSignalCache } from '../../lib/signal-cache';
import { toNotification } from './notifications.presenter';
import { listFirstPageWithCounts, listNotifications, countNotifications } from './notifications.queries';
import { notifications } from '../../db/schema/notifications';
import { enrollments } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

export type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  /** The sentence as a key and values (see worded()), kept in `data.text` for the reader's app to word. */
  text?: NotificationText;
  data?: NotificationData;
  relatedCourseId?: number;
};

function storedData({ data, text }: NewNotification): NotificationData {
  return text ? { ...data, text } : (data ?? {});
}

export const NOTIFICATION_CHANNEL = 'somo_notifications';
const SIGNAL_CHUNK = 500;

/**
 * Tells every server process which users have something new. NOTIFY inside the event's transaction is delivered
 * only if it commits; payloads stay under PostgreSQL's 8 kB limit by going out in chunks of user ids.
 */
async function signalRecipients(db: Db, userIds: number[]) {
  for (let start = 0; start < userIds.length; start += SIGNAL_CHUNK) {
    const chunk = userIds.slice(start, start + SIGNAL_CHUNK).join(',');
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${chunk})`);
  }
}

/** Enough for the users signed in at once on a large school district; the least recently polled go first. */
const MAX_CACHED_PAGES = 10_000;

/**
 * Every signed-in tab polls its user's first page every 30 seconds, and it rarely changes in between. Each
 * process keeps it per user until a signal on NOTIFICATION_CHANNEL names the user (docs/decisions/0007).
 */
export const createNotificationPageCache = () => createSignalCache(MAX_CACHED_PAGES);

type Page = { rows: (typeof notifications.$inferSelect)[]; total: number; unread: number };

function pageJson({ rows, total, unread }: Page, limit: number): string {
  const page: NotificationList = {
    notifications: rows.slice(0, limit).map(toNotification),
    unread_count: unread,
    total_count: total,
    has_more: rows.length > limit,
  };
  return JSON.stringify(NotificationList.parse(page));
}

type NotificationsContext = Pick<AppContext, 'db' | 'notificationPages'>;

/**
 * A page of the user's notifications, newest first, with the counts, as checked JSON: the first page, kept per
 * user, as bytes (lib/json-bytes.ts), others as text.
 */
export async function notificationPage({
  ctx: { db, notificationPages },
  userId,
  limit,
  before,
}: {
  ctx: NotificationsContext;
  userId: number;
  limit: number;
  before?: number;
}): Promise<string | Buffer> {
  if (before) {
    const [rows, counts] = await Promise.all([
      listNotifications(db, userId, { limit, before }),
      countNotifications(db, userId),
    ]);
    return pageJson({ rows, ...counts }, limit);
  }
  const first = async () => pageJson(await listFirstPageWithCounts(db, userId, limit), limit);
  if (limit !== NOTIFICATION_PAGE_SIZE) return first();
  return notificationPages.get(String(userId), async () => readerBytes(await first()));
}

/** Changes the user's notifications and tells every process, so cached pages and other tabs catch up. */
export async function changeNotifications<T>({
  ctx: { db, notificationPages },
  userId,
  write,
}: {
  ctx: NotificationsContext;
  userId: number;
  write: (tx: Db) => Promise<T>;
}): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await signalRecipients(tx, [userId]);
    return written;
  });
  notificationPages.forget(String(userId));
  return result;
}

/** Writes one notification per recipient; pass the transaction of the event so both land or neither. */
type Notify = { db: Db; notification: NewNotification };

export async function notifyUsers({ db, userIds, notification }: Notify & { userIds: number[] }) {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      data: storedData(notification),
      relatedCourseId: notification.relatedCourseId ?? null,
    })),
  );
  await signalRecipients(db, userIds);
}

export async function notifyAdmins({ db, notification }: Notify) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  await notifyUsers({ db, userIds: admins.map((admin) => admin.id), notification });
}

/** One INSERT … SELECT for every active student of the course, however many there are; answers the count. */
export async function notifyEnrolledStudents({ db, courseId, notification }: Notify & { courseId: number }) {
  const [row] = await queryRows<{ n: number; signals: number }>(
    db,
    sql`with inserted as (
      insert into ${notifications} (user_id, type, title, message, data, related_course_id)
      select ${enrollments.studentId}, ${notification.type}, ${notification.title}, ${notification.message},
        ${JSON.stringify(storedData(notification))}::jsonb, ${courseId}::int
      from ${enrollments}
      where ${enrollments.courseId} = ${courseId} and ${enrollments.isActive}
      returning user_id
    ), signalled as (
      select pg_notify(${NOTIFICATION_CHANNEL}, string_agg(user_id::text, ',')) from (
        select user_id, (row_number() over ()) / ${SIGNAL_CHUNK} as chunk from inserted
      ) numbered group by chunk
    ) select (select count(*)::int from inserted) as n, (select count(*)::int from signalled) as signals`,
  );
  return row?.n ?? 0;
}
