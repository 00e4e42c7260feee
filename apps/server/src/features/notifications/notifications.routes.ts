import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '@somo/contract/courses';
import {
  NotificationCountResponse,
  NotificationList,
  NotificationListQuery,
  type Notification,
} from '@somo/contract/notifications';
import type { notifications } from '../../db/schema/notifications';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import {
  countNotifications,
  countUnread,
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.queries';

const DEFAULT_LIMIT = 50;
const IdParams = z.object({ id: IdParam });

function toNotification(row: typeof notifications.$inferSelect): Notification {
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

/** Every query is scoped to the signed-in user, so another user's notification is simply not found. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.get(
    '/notifications/',
    { schema: { querystring: NotificationListQuery, response: { 200: NotificationList } } },
    async (request) => {
      const actor = requireActor(request);
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      const [rows, counts] = await Promise.all([
        listNotifications(db, actor.id, { limit, before: request.query.before }),
        countNotifications(db, actor.id),
      ]);
      return {
        notifications: rows.slice(0, limit).map(toNotification),
        unread_count: counts.unread,
        total_count: counts.total,
        has_more: rows.length > limit,
      };
    },
  );

  api.post(
    '/notifications/:id/read/',
    { schema: { params: IdParams, response: { 200: NotificationCountResponse } } },
    async (request) => {
      const actor = requireActor(request);
      if (!(await markRead(db, actor.id, request.params.id))) notFound('Notification not found.');
      return { message: 'Notification marked as read.', unread_count: await countUnread(db, actor.id) };
    },
  );

  api.post(
    '/notifications/mark-all-read/',
    { schema: { response: { 200: NotificationCountResponse } } },
    async (request) => {
      await markAllRead(db, requireActor(request).id);
      return { message: 'All notifications marked as read.', unread_count: 0 };
    },
  );

  api.delete(
    '/notifications/:id/delete/',
    { schema: { params: IdParams, response: { 200: NotificationCountResponse } } },
    async (request) => {
      const actor = requireActor(request);
      if (!(await deleteNotification(db, actor.id, request.params.id))) notFound('Notification not found.');
      return { message: 'Notification deleted.', unread_count: await countUnread(db, actor.id) };
    },
  );

  api.delete(
    '/notifications/delete-all/',
    { schema: { response: { 200: NotificationCountResponse } } },
    async (request) => {
      const deleted = await deleteAllNotifications(db, requireActor(request).id);
      return { message: `${deleted} notifications deleted.`, unread_count: 0 };
    },
  );
}
