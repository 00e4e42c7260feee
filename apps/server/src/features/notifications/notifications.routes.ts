import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '../../lib/security-headers';
import { NOTIFICATION_PAGE_SIZE, notificationEndpoints as endpoints } from '@somo/contract/notifications';
import { authenticateToken, bearerToken, requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { route, sendJsonText } from '../../lib/route';
import type { NotificationHub } from './notification-stream';
import {
  countUnread,
  deleteAllNotifications,
  deleteNotification,
  markAllRead,
  markRead,
} from './notifications.queries';
import { changeNotifications, notificationPage } from './notifications.service';

/** Every query is scoped to the signed-in user, so another user's notification is simply not found. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext, hub: NotificationHub) {
  const { db } = ctx;

  // Read with fetch, so the access token travels in the Authorization header like everywhere else and never in
  // a URL (URLs end up in logs and browser history). The stream ends when the token expires or its session ends.
  route(app, endpoints, 'GET /notifications/stream/', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
    const actor = await authenticateToken(ctx, token);
    const isLive = () => authenticateToken(ctx, token).then(() => true);
    reply.hijack();
    // A hijacked answer skips the onSend hooks: the stream, data like a JSON answer, carries the same headers.
    reply.raw.writeHead(200, {
      ...API_HEADERS,
      'x-request-id': request.id,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    await hub.open({ userId: actor.id, response: reply.raw, closeAt: actor.expiresAt, isLive });
  });

  // The page arrives as JSON text already checked against NotificationList.
  route(app, endpoints, 'GET /notifications/', async (request, reply) => {
    const { limit = NOTIFICATION_PAGE_SIZE, before } = request.query;
    const json = await notificationPage({ ctx, userId: requireActor(request).id, limit, before });
    return sendJsonText(reply, json);
  });

  route(app, endpoints, 'POST /notifications/:id/read/', async (request) => {
    const actor = requireActor(request);
    const read = await changeNotifications({
      ctx,
      userId: actor.id,
      write: (tx) => markRead(tx, actor.id, request.params.id),
    });
    if (!read) notFound('Notification not found.');
    return { message: 'Notification marked as read.', unread_count: await countUnread(db, actor.id) };
  });

  route(app, endpoints, 'POST /notifications/mark-all-read/', async (request) => {
    const actor = requireActor(request);
    await changeNotifications({ ctx, userId: actor.id, write: (tx) => markAllRead(tx, actor.id) });
    return { message: 'All notifications marked as read.', unread_count: 0 };
  });

  route(app, endpoints, 'DELETE /notifications/:id/delete/', async (request) => {
    const actor = requireActor(request);
    const deleted = await changeNotifications({
      ctx,
      userId: actor.id,
      write: (tx) => deleteNotification(tx, actor.id, request.params.id),
    });
    if (!deleted) notFound('Notification not found.');
    return { message: 'Notification deleted.', unread_count: await countUnread(db, actor.id) };
  });

  route(app, endpoints, 'DELETE /notifications/delete-all/', async (request) => {
    const actor = requireActor(request);
    const deleted = await changeNotifications({
      ctx,
      userId: actor.id,
      write: (tx) => deleteAllNotifications(tx, actor.id),
    });
    return { message: `${deleted} notifications deleted.`, unread_count: 0 };
  });
}
