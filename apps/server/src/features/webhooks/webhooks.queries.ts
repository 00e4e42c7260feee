import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@somo/contract/webhooks';
import { queryRows, type Db } from '../../db/client';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/webhooks';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type DeliveryRow = {
  id: number;
  eventId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date;
  createdAt: Date;
};

export async function listEndpointRows(db: Db): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.id));
}

export async function findEndpointRow(db: Db, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(
  db: Db,
  values: { url: string; events: WebhookEventType[]; isActive: boolean; secret: string; createdBy: number },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateEndpointRow(
  db: Db,
  id: number,
  values: Partial<Pick<EndpointRow, 'url' | 'events' | 'isActive' | 'secret'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpointRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: sql<string>`${webhookEvents.publicId}::text`,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

export async function listDeliveryRows(db: Db, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function listAttemptRows(db: Db, deliveryIds: number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.deliveryId, webhookAttempts.attemptNumber);
}

/** Due now, with a fresh round of attempts; a send under way keeps its lease and finishes first. */
export async function requeueDelivery(
  db: Db,
  { endpointId, deliveryId, attempts }: { endpointId: number; deliveryId: number; attempts: number },
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attemptsLeft: attempts, nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function findDeliveryRow(db: Db, deliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export type ClaimedDelivery = {
  id: number;
  attempt: number;
  /** Attempts left in this round, this one included. */
  attemptsLeft: number;
  url: string;
  secret: string;
  eventId: string;
  eventType: WebhookEventType;
  eventCreatedAt: Date;
  data: Record<string, unknown>;
};

/**
 * Claims up to `limit` due deliveries for one worker. `for update skip locked` lets concurrent workers pass over
 * rows another is claiming, and the lease (`locked_until`) keeps a claimed row away from every other worker until
 * the attempt is recorded or the lease runs out (the worker died): so one attempt goes out once.
 */
export async function claimDueDeliveries(
  db: Db,
  { workerId, limit, leaseMs }: { workerId: string; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const claimed = await queryRows<{ id: string | number; attempts: number; attempts_left: number }>(
    db,
    sql`
      update webhook_deliveries d
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
          locked_by = ${workerId},
          attempts = d.attempts + 1
      where d.id in (
        select due.id from webhook_deliveries due
        join webhook_endpoints e on e.id = due.endpoint_id and e.is_active
        where due.status = 'pending'
          and due.next_attempt_at <= now()
          and (due.locked_until is null or due.locked_until <= now())
        order by due.next_attempt_at, due.id
        limit ${limit}
        for update of due skip locked
      )
      returning d.id, d.attempts, d.attempts_left`,
  );
  if (claimed.length === 0) return [];
  const claimById = new Map(claimed.map((row) => [Number(row.id), row]));
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      eventId: sql<string>`${webhookEvents.publicId}::text`,
      eventType: webhookEvents.type,
      eventCreatedAt: webhookEvents.createdAt,
      data: webhookEvents.data,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, [...claimById.keys()]));
  return rows.flatMap((row) => {
    const claim = claimById.get(row.id);
    return claim ? [{ ...row, attempt: claim.attempts, attemptsLeft: claim.attempts_left }] : [];
  });
}

export type AttemptOutcome = {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  delivered: boolean;
  /** Milliseconds until the next try; undefined when no attempt is left. */
  retryInMs: number | undefined;
};

/**
 * Logs the attempt and moves the delivery on, only while this worker still holds the claim for this attempt: a
 * worker whose lease ran out cannot overwrite what the next one did.
 */
export async function recordAttempt(
  db: Db,
  { delivery, workerId, outcome }: { delivery: ClaimedDelivery; workerId: string; outcome: AttemptOutcome },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({
        deliveryId: delivery.id,
        attemptNumber: delivery.attempt,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      })
      .onConflictDoNothing();
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.delivered ? 'delivered' : outcome.retryInMs === undefined ? 'failed' : 'pending',
        attemptsLeft: sql`greatest(${webhookDeliveries.attemptsLeft} - 1, 0)`,
        nextAttemptAt:
          outcome.retryInMs === undefined
            ? sql`now()`
            : sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
        deliveredAt: outcome.delivered ? sql`now()` : null,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.lockedBy, workerId),
          eq(webhookDeliveries.attempts, delivery.attempt),
        ),
      );
  });
}
