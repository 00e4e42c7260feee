import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Notification } from '@somo/contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { toNotification } from './notifications.presenter';

type Stream = { userId: number; lastId: number; response: ServerResponse };

const HEARTBEAT_MS = 25_000;

function writeEvent(response: ServerResponse, event: string, data: unknown) {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Open server-sent-event streams by user. A signal names users with something new; each of their streams gets
 * the notifications it has not seen yet, so nothing is lost or sent twice even when signals bunch up.
 */
export function createNotificationHub(db: Db) {
  const streams = new Map<number, Set<Stream>>();

  async function unreadCount(userId: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.n ?? 0;
  }

  async function deliver(stream: Stream) {
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, stream.userId), gt(notifications.id, stream.lastId)))
      .orderBy(asc(notifications.id))
      .limit(50);
    if (rows.length === 0) return;
    stream.lastId = rows.at(-1)?.id ?? stream.lastId;
    const unread = await unreadCount(stream.userId);
    for (const row of rows) {
      const payload: Notification & { unread_count: number } = {
        ...toNotification(row),
        unread_count: unread,
      };
      writeEvent(stream.response, 'notification', payload);
    }
  }

  async function latestId(userId: number) {
    const [row] = await db
      .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return row?.id ?? 0;
  }

  return {
    async open(userId: number, response: ServerResponse, closeAt: number) {
      const stream: Stream = { userId, lastId: await latestId(userId), response };
      const forUser = streams.get(userId) ?? new Set<Stream>();
      forUser.add(stream);
      streams.set(userId, forUser);
      response.write('retry: 5000\n\n');
      writeEvent(response, 'ready', { unread_count: await unreadCount(userId) });
      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
      // The stream lives no longer than the token that opened it; the client reconnects with a fresh one.
      const expiry = setTimeout(() => response.end(), Math.max(0, closeAt - Date.now()));
      response.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        forUser.delete(stream);
        if (forUser.size === 0) streams.delete(userId);
      });
    },

    async signal(payload: string) {
      const userIds = new Set(payload.split(',').map(Number));
      const waiting = [...userIds].flatMap((userId) => [...(streams.get(userId) ?? [])]);
      await Promise.all(waiting.map((stream) => deliver(stream)));
    },

    closeAll() {
      for (const forUser of streams.values()) for (const stream of forUser) stream.response.end();
      streams.clear();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
