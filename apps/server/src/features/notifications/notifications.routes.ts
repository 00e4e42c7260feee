import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '@somo/contract/courses';
import {
  NotificationCountResponse,
  NotificationList,
  NotificationListQuery,
} from '@somo/contract/notifications';
import { authenticateToken, requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { NotificationHub } from './notification-stream';
import { toNotification } from './notifications.presenter';
import {
  countNotifications,
  countUnread,
  deleteAllNotifications,
  deleteNotification,
  listFirstPageWithCounts,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.queries';

const DEFAULT_LIMIT = 50;
const IdParams = z.object({ id: IdParam });

/** Every query is scoped to the signed-in user, so another user's notification is simply not found. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext, hub: NotificationHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // EventSource cannot send headers, so this one route takes the access token from the query string.
  api.get(
    '/notifications/stream/',
    {
      config: { auth: 'ignore' },
      schema: { querystring: z.object({ access_token: z.string().max(2000).optional() }) },
    },
    async (request, reply) => {
      const token = request.query.access_token;
      if (!token) throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
      const actor = await authenticateToken(ctx, token);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      await hub.open(actor.id, reply.raw, actor.expiresAt);
    },
  );

  api.get(
    '/notifications/',
    { schema: { querystring: NotificationListQuery, response: { 200: NotificationList } } },
    async (request) => {
      const actor = requireActor(request);
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      const { before } = request.query;
      // The bell's poll asks for the first page: one query answers it with the counts.
      const [rows, counts] = before
        ? await Promise.all([
            listNotifications(db, actor.id, { limit, before }),
            countNotifications(db, actor.id),
          ])
        : await listFirstPageWithCounts(db, actor.id, limit).then((page) => [page.rows, page] as const);
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
