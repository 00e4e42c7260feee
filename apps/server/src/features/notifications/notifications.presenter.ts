import type { Notification } from '@somo/contract/notifications';
import type { notifications } from '../../db/schema/notifications';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    related_course_id: row.relatedCourseId,
    data: row.data,
  };
}
