import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '@somo/contract/webhooks';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { signalWebhookWorkers, WEBHOOK_MAX_ATTEMPTS } from './webhooks.events';
import { assertCanManageWebhooks, assertWebhookUrlAllowed } from './webhooks.policy';
import {
  deleteEndpointRow,
  findDeliveryRow,
  findEndpointRow,
  insertEndpoint,
  listAttemptRows,
  listDeliveryRows,
  listEndpointRows,
  requeueDelivery,
  updateEndpointRow,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.queries';
import { generateWebhookSecret } from './webhooks.signing';

type Request = { db: Db; actor: Actor };
type EndpointInput = { url: string; events: WebhookEventType[]; isActive?: boolean; allowLocalHttp: boolean };

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';

/** The secret is never part of this: it is shown once, when made. */
function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      attempt_number: attempt.attemptNumber,
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
      attempted_at: attempt.attemptedAt.toISOString(),
    })),
  };
}

async function findEndpoint(db: Db, id: number): Promise<EndpointRow> {
  return (await findEndpointRow(db, id)) ?? notFound(ENDPOINT_NOT_FOUND);
}

export async function listWebhookEndpoints({ db, actor }: Request): Promise<WebhookEndpoint[]> {
  assertCanManageWebhooks(actor);
  return (await listEndpointRows(db)).map(toEndpoint);
}

export async function createWebhookEndpoint({
  db,
  actor,
  input,
}: Request & { input: EndpointInput }): Promise<WebhookEndpointCreated> {
  assertCanManageWebhooks(actor);
  assertWebhookUrlAllowed(input);
  const secret = generateWebhookSecret();
  const row = await insertEndpoint(db, {
    url: input.url,
    events: input.events,
    isActive: input.isActive ?? true,
    secret,
    createdBy: actor.id,
  });
  return { ...toEndpoint(row), secret };
}

export async function updateWebhookEndpoint({
  db,
  actor,
  id,
  input,
}: Request & { id: number; input: EndpointInput }): Promise<WebhookEndpoint> {
  assertCanManageWebhooks(actor);
  assertWebhookUrlAllowed(input);
  const row = await updateEndpointRow(db, id, {
    url: input.url,
    events: input.events,
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
  });
  return toEndpoint(row ?? notFound(ENDPOINT_NOT_FOUND));
}

export async function deleteWebhookEndpoint({ db, actor, id }: Request & { id: number }): Promise<void> {
  assertCanManageWebhooks(actor);
  if (!(await deleteEndpointRow(db, id))) notFound(ENDPOINT_NOT_FOUND);
}

/** The old secret stops working at once: deliveries still queued are signed with the new one. */
export async function rotateWebhookSecret({ db, actor, id }: Request & { id: number }): Promise<string> {
  assertCanManageWebhooks(actor);
  const secret = generateWebhookSecret();
  if (!(await updateEndpointRow(db, id, { secret }))) notFound(ENDPOINT_NOT_FOUND);
  return secret;
}

export async function listWebhookDeliveries({
  db,
  actor,
  endpointId,
}: Request & { endpointId: number }): Promise<WebhookDelivery[]> {
  assertCanManageWebhooks(actor);
  await findEndpoint(db, endpointId);
  const deliveries = await listDeliveryRows(db, endpointId, WEBHOOK_DELIVERY_PAGE_SIZE);
  const attempts = await listAttemptRows(
    db,
    deliveries.map((delivery) => delivery.id),
  );
  return deliveries.map((delivery) =>
    toDelivery(
      delivery,
      attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    ),
  );
}

export async function resendWebhookDelivery({
  db,
  actor,
  endpointId,
  deliveryId,
}: Request & { endpointId: number; deliveryId: number }): Promise<WebhookDelivery> {
  assertCanManageWebhooks(actor);
  const queued = await requeueDelivery(db, { endpointId, deliveryId, attempts: WEBHOOK_MAX_ATTEMPTS });
  if (!queued) notFound('Delivery not found.');
  await signalWebhookWorkers(db);
  const row = (await findDeliveryRow(db, deliveryId)) ?? notFound('Delivery not found.');
  return toDelivery(row, await listAttemptRows(db, [deliveryId]));
}
