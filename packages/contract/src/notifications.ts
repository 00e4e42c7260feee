import { z } from 'zod';
import { idField } from './ids';

export const NOTIFICATION_TYPES = [
  'forum_thread',
  'course_message',
  'message',
  'admin_request',
  'announcement',
  'enrollment',
  'course_update',
  'system',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationData = z.object({
  thread_id: z.number().int().optional(),
  url: z.string().optional(),
  course_id: z.number().int().optional(),
  sender_name: z.string().optional(),
  request_id: z.number().int().optional(),
});
export type NotificationData = z.infer<typeof NotificationData>;

export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  related_course_id: z.number().int().nullable(),
  data: NotificationData,
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  notifications: z.array(Notification),
  unread_count: z.number().int(),
  total_count: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** The page the web app asks for, and so the one the bell polls every 30 seconds. */
export const NOTIFICATION_PAGE_SIZE = 50;

export const NotificationListQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).optional(),
  before: idField('before must be a notification id').optional(),
});

export const NotificationCountResponse = z.object({ message: z.string(), unread_count: z.number().int() });
export type NotificationCountResponse = z.infer<typeof NotificationCountResponse>;
