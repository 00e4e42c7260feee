import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { NotificationData, NotificationType } from '@somo/contract/notifications';
import { notifications } from '../../db/schema/notifications';
import { enrollments } from '../../db/schema/courses';
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

/** One INSERT … SELECT for every active student of the course, however many there are; answers the count. */
export async function notifyEnrolledStudents(db: Db, courseId: number, notification: NewNotification) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (
      insert into ${notifications} (user_id, type, title, message, data, related_course_id)
      select ${enrollments.studentId}, ${notification.type}, ${notification.title}, ${notification.message},
        ${JSON.stringify(notification.data ?? {})}::jsonb, ${courseId}::int
      from ${enrollments}
      where ${enrollments.courseId} = ${courseId} and ${enrollments.isActive}
      returning 1
    ) select count(*)::int as n from inserted`,
  );
  return row?.n ?? 0;
}
