import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { IdParam, idField } from './ids';

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

/**
 * Which sentence a notification's title (and, where Somo wrote it, its message) is, with the names that go in
 * it: the web app says it in the reader's language. `title` and `message` keep the English for other clients.
 */
export const NOTIFICATION_TEXTS = [
  'enrollment_confirmed',
  'enrollment_paid',
  'student_enrolled',
  'forum_thread',
  'forum_reply',
  'course_message',
  'direct_message',
  'admin_request',
  'course_published',
  'lesson_added',
  'urgent_announcement',
  'refund_issued',
  'certificate_issued',
] as const;
export const NotificationText = z.object({
  key: z.enum(NOTIFICATION_TEXTS),
  values: z.record(z.string(), z.string()),
});
export type NotificationText = z.infer<typeof NotificationText>;

export const NotificationData = z.object({
  thread_id: z.number().int().optional(),
  url: z.string().optional(),
  course_id: z.number().int().optional(),
  sender_name: z.string().optional(),
  request_id: z.number().int().optional(),
  text: NotificationText.optional(),
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

const NotificationIdParams = z.object({ id: IdParam });

/** Every notification endpoint is scoped to the signed-in user: another user's notification is not found. */
export const notificationEndpoints = describeEndpoints({
  'GET /notifications/stream/': {
    summary:
      'Live notifications as server-sent events (fetch with the Authorization header); at most five per user.',
    tag: 'Notifications',
    auth: 'none',
    produces: 'text/event-stream',
    errors: ['not_authenticated', 'invalid_token', 'token_expired'],
  },
  'GET /notifications/': {
    summary: "A page of the user's notifications, newest first, with unread and total counts.",
    tag: 'Notifications',
    auth: 'required',
    query: NotificationListQuery,
    response: NotificationList,
    errors: [],
  },
  'POST /notifications/:id/read/': {
    summary: 'Marks one notification read.',
    tag: 'Notifications',
    auth: 'required',
    params: NotificationIdParams,
    response: NotificationCountResponse,
    errors: ['not_found'],
  },
  'POST /notifications/mark-all-read/': {
    summary: 'Marks every notification read.',
    tag: 'Notifications',
    auth: 'required',
    response: NotificationCountResponse,
    errors: [],
  },
  'DELETE /notifications/:id/delete/': {
    summary: 'Deletes one notification.',
    tag: 'Notifications',
    auth: 'required',
    params: NotificationIdParams,
    response: NotificationCountResponse,
    errors: ['not_found'],
  },
  'DELETE /notifications/delete-all/': {
    summary: 'Deletes every notification.',
    tag: 'Notifications',
    auth: 'required',
    response: NotificationCountResponse,
    errors: [],
  },
});
