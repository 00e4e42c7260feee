import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Notification } from '@somo/contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { toNotification } from './notifications.presenter';

type Stream = {
  userId: number;
  lastId: number;
  response: ServerResponse;
  /** Whether the session that opened the stream is still signed in, active and unchanged. */
  isLive: () => Promise<boolean>;
  heartbeat: NodeJS.Timeout;
  expiry: NodeJS.Timeout;
};

export type OpenStream = {
  userId: number;
  response: ServerResponse;
  /** When the access token that opened the stream expires; the client reconnects with a fresh one. */
  closeAt: number;
  isLive: () => Promise<boolean>;
};

const HEARTBEAT_MS = 25_000;

/** Tabs and devices of one person; more is a runaway client, and each open stream costs every signal work. */
export const MAX_STREAMS_PER_USER = 5;

/** A stream may have ended while the database answered; writing after the end would be an error. */
function send(response: ServerResponse, text: string) {
  if (!response.writableEnded && !response.destroyed) response.write(text);
}

function writeEvent(response: ServerResponse, event: string, data: unknown) {
  send(response, `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Open server-sent-event streams by user, in this process. A signal names users with something new; each of their
 * streams gets the notifications it has not seen yet, so nothing is lost or sent twice even when signals bunch up.
 * A stream ends with its session: on a session signal its user's streams check their session again.
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

  /** Idempotent: the stream leaves the hub at once, whatever ended it. */
  function close(stream: Stream, reason?: 'replaced') {
    // A replaced stream's client must not reconnect at once, or the user's tabs would keep replacing each other.
    if (reason) writeEvent(stream.response, 'closed', { reason });
    clearInterval(stream.heartbeat);
    clearTimeout(stream.expiry);
    const forUser = streams.get(stream.userId);
    forUser?.delete(stream);
    if (forUser?.size === 0) streams.delete(stream.userId);
    if (!stream.response.writableEnded) stream.response.end();
  }

  function add(stream: Stream) {
    const forUser = streams.get(stream.userId) ?? new Set<Stream>();
    streams.set(stream.userId, forUser);
    forUser.add(stream);
    // A Set keeps insertion order: the first one is the oldest.
    for (const oldest of forUser) {
      if (forUser.size <= MAX_STREAMS_PER_USER) break;
      close(oldest, 'replaced');
    }
  }

  function streamsOf(userIds: Iterable<number>) {
    return [...userIds].flatMap((userId) => [...(streams.get(userId) ?? [])]);
  }

  async function closeIfEnded(stream: Stream) {
    const live = await stream.isLive().catch(() => false);
    if (!live) close(stream);
  }

  return {
    async open({ userId, response, closeAt, isLive }: OpenStream) {
      const lastId = await latestId(userId);
      // The client may have gone while the database answered.
      if (response.destroyed) return;
      const stream: Stream = {
        userId,
        lastId,
        response,
        isLive,
        heartbeat: setInterval(() => send(response, ': ping\n\n'), HEARTBEAT_MS),
        expiry: setTimeout(() => close(stream), Math.max(0, closeAt - Date.now())),
      };
      add(stream);
      response.on('close', () => close(stream));
      writeEvent(response, 'ready', { unread_count: await unreadCount(userId) });
    },

    /** Sends each named user's streams what they have not seen yet. */
    async signal(payload: string) {
      const userIds = new Set(payload.split(',').map(Number));
      await Promise.all(streamsOf(userIds).map((stream) => deliver(stream)));
    },

    /** After signals may have been lost: every stream catches up. */
    async catchUp() {
      await Promise.all(streamsOf(streams.keys()).map((stream) => deliver(stream)));
    },

    /** Closes the streams whose session ended: those of `userId`, or of everyone when signals may have been lost. */
    async closeEndedSessions(userId?: number) {
      const checked = userId === undefined ? streamsOf(streams.keys()) : streamsOf([userId]);
      await Promise.all(checked.map((stream) => closeIfEnded(stream)));
    },

    closeAll() {
      for (const stream of streamsOf(streams.keys())) close(stream);
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
