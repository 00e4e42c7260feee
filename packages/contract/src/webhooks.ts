import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam } from './ids';
import { text } from './text';

/** The events an integrator can subscribe an endpoint to. */
export const WEBHOOK_EVENT_TYPES = [
  'enrollment.created',
  'payment.succeeded',
  'payment.refunded',
  'certificate.issued',
  'assessment.submitted',
  'user.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Headers of every delivery; the signature is `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`. */
export const WEBHOOK_HEADERS = {
  id: 'Somo-Webhook-Id',
  timestamp: 'Somo-Webhook-Timestamp',
  signature: 'Somo-Webhook-Signature',
} as const;

export const WEBHOOK_URL_MAX = 2000;
/** The delivery log shows this many newest deliveries per endpoint. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;

const URL_MESSAGE = 'Enter a full URL starting with https://.';

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether plain http is accepted (only for this machine, when the server allows it) is checked by the server. */
export const WebhookUrl = text({ error: URL_MESSAGE })
  .trim()
  .min(1, { error: 'URL is required.' })
  .max(WEBHOOK_URL_MAX, { error: `URL must be at most ${WEBHOOK_URL_MAX} characters.` })
  .refine(isWebUrl, { error: URL_MESSAGE });

export const WebhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event.' }), { error: 'Choose at least one event.' })
  .min(1, { error: 'Choose at least one event.' })
  .max(WEBHOOK_EVENT_TYPES.length, { error: 'Choose each event once.' })
  .refine((events) => new Set(events).size === events.length, { error: 'Choose each event once.' });

export const WebhookEndpointBody = z.object({
  url: WebhookUrl,
  events: WebhookEvents,
  is_active: z.boolean({ error: 'is_active must be true or false.' }).optional(),
});
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;

export const WebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = z.object({ endpoints: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** The signing secret appears in this answer only (and in a rotation's): the server never shows it again. */
export const WebhookSecretResponse = z.object({ secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const WebhookEndpointCreated = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookAttempt = z.object({
  attempt_number: z.number(),
  /** The receiver's HTTP status, or null when no answer came (then `error` says why). */
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
  attempted_at: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

/** The JSON body every delivery POSTs to the endpoint. */
export const WebhookPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

const WebhookIdParams = z.object({ id: IdParam });
const WebhookDeliveryParams = z.object({ id: IdParam, deliveryId: IdParam });

export const webhookEndpoints = describeEndpoints({
  'GET /admin/webhooks/': {
    summary: 'Registered webhook endpoints, newest first.',
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    response: WebhookEndpointList,
    errors: ['forbidden'],
  },
  'POST /admin/webhooks/': {
    summary: 'Registers an endpoint for the chosen events; the answer shows its signing secret, once.',
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    body: WebhookEndpointBody,
    status: 201,
    response: WebhookEndpointCreated,
    errors: ['forbidden'],
  },
  'PUT /admin/webhooks/:id/': {
    summary: "Changes an endpoint's URL, events or whether it is active.",
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    params: WebhookIdParams,
    body: WebhookEndpointBody,
    response: WebhookEndpoint,
    errors: ['forbidden', 'not_found'],
  },
  'DELETE /admin/webhooks/:id/': {
    summary: 'Deletes an endpoint with its delivery log; deliveries not yet sent are dropped.',
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    params: WebhookIdParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'POST /admin/webhooks/:id/rotate-secret/': {
    summary: 'Replaces the signing secret; the answer shows the new one, once.',
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    params: WebhookIdParams,
    response: WebhookSecretResponse,
    errors: ['forbidden', 'not_found'],
  },
  'GET /admin/webhooks/:id/deliveries/': {
    summary: "The endpoint's newest deliveries, each with its attempts.",
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    params: WebhookIdParams,
    response: WebhookDeliveryList,
    errors: ['forbidden', 'not_found'],
  },
  'POST /admin/webhooks/:id/deliveries/:deliveryId/resend/': {
    summary: 'Queues a delivery again, with a fresh round of retries.',
    tag: 'Webhooks',
    auth: 'required',
    roles: ['admin'],
    params: WebhookDeliveryParams,
    response: WebhookDelivery,
    errors: ['forbidden', 'not_found'],
  },
});
