import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationData, type NotificationType } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  data?: NotificationData;
  relatedCourseId?: number;
};

/** Writes one notification per recipient; pass the transaction of the event so both land or neither. */
export async function notifyUsers(db: Db, userIds: number[], notification: NewNotification) {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      data: notification.data ?? {},
      relatedCourseId: notification.relatedCourseId ?? null,
    })),
  );
}

export async function notifyAdmins(db: Db, notification: NewNotification) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  await notifyUsers(
    db,
    admins.map((admin) => admin.id),
    notification,
  );
}
