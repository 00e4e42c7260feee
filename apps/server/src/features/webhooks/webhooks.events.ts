import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { WebhookEventType } from '@somo/contract/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';

/** The worker listens here, so a delivery goes out right after its transaction commits instead of on the next poll. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

/** Attempts per round: the first send and the retries of RETRY_DELAYS_MS. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export type EmitWebhookInput = {
  /** The caller's transaction when there is one: the event then exists exactly when the change committed. */
  db: Db;
  type: WebhookEventType;
  data: Record<string, unknown>;
};

/**
 * Records an event and queues one delivery per active endpoint subscribed to it. Nothing is sent here: the worker
 * sends after the commit, so a slow receiver never holds up a request and a rolled-back change sends nothing.
 */
export async function emitWebhookEvent({ db, type, data }: EmitWebhookInput): Promise<void> {
  const subscribed = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(subscribedTo(type));
  if (subscribed.length === 0) return;
  const [event] = await db.insert(webhookEvents).values({ type, data }).returning({ id: webhookEvents.id });
  if (!event) return;
  await db.insert(webhookDeliveries).values(
    subscribed.map((endpoint) => ({
      eventId: event.id,
      endpointId: endpoint.id,
      attemptsLeft: WEBHOOK_MAX_ATTEMPTS,
    })),
  );
  await signalWebhookWorkers(db);
}

/** The active endpoints that asked for events of this type. */
export function subscribedTo(type: WebhookEventType): SQL | undefined {
  return and(
    eq(webhookEndpoints.isActive, true),
    sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
  );
}

/** Wakes the workers of every process once the transaction commits (NOTIFY waits for the commit). */
export async function signalWebhookWorkers(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
