import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { WEBHOOK_HEADERS, type WebhookPayload } from '@somo/contract/webhooks';
import type { Db } from '../../db/client';
import {
  claimDueDeliveries,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './webhooks.queries';
import { findDeliveryRefusal, resolveHost, type ResolveHost } from './webhooks.policy';
import { signWebhook } from './webhooks.signing';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after each failed attempt; with the first send, WEBHOOK_MAX_ATTEMPTS attempts over about two days. */
export const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR];

const ERROR_MAX = 300;

export type WorkerLog = {
  warn: (facts: object, message: string) => void;
};

export type WebhookWorkerOptions = {
  db: Db;
  log: WorkerLog;
  /** WEBHOOK_ALLOW_LOCAL_HTTP: receivers on this machine or its network are reached (development and tests). */
  allowLocalHttp: boolean;
  /** How host names are looked up before each send; the system resolver unless a test gives its own. */
  resolve?: ResolveHost;
  /** How often due deliveries are looked for when no signal wakes the worker. */
  pollIntervalMs?: number;
  /** A receiver that has not answered by then has failed this attempt. */
  timeoutMs?: number;
  /** How long a claim keeps other workers away: well beyond the timeout, so only a dead worker's claim expires. */
  leaseMs?: number;
  batchSize?: number;
  retryDelaysMs?: readonly number[];
};

export type WebhookWorker = {
  readonly id: string;
  /** Sends every delivery due now; answers how many attempts were made. */
  runOnce(): Promise<number>;
  /** Starts polling; `wake` makes it look at once (after a commit that queued something). */
  start(): void;
  wake(): void;
  /** Stops polling and waits for the attempts under way. */
  stop(): Promise<void>;
};

function workerId(): string {
  return `${hostname().slice(0, 40)}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

function retryDelay(delays: readonly number[], attempt: number): number {
  return delays[Math.min(attempt - 1, delays.length - 1)] ?? 0;
}

function describeError(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'Timed out';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return (cause ? `${message}: ${cause}` : message).slice(0, ERROR_MAX);
}

function payloadOf(delivery: ClaimedDelivery): string {
  const payload: WebhookPayload = {
    id: delivery.eventId,
    type: delivery.eventType,
    created_at: delivery.eventCreatedAt.toISOString(),
    data: delivery.data,
  };
  return JSON.stringify(payload);
}

type SendOptions = { timeoutMs: number; allowLocalHttp: boolean; resolve: ResolveHost };

type SendResult = {
  statusCode: number | null;
  error: string | null;
  ok: boolean;
  /** Not sent at all: the receiver's address is one this server must not reach. */
  refused: boolean;
  durationMs: number;
};

/**
 * One POST: any 2xx counts as delivered; redirects are not followed, so they count as failures. The receiver's
 * address is checked first, on every attempt, since its DNS may have changed since the last one.
 */
async function send(
  delivery: ClaimedDelivery,
  { timeoutMs, allowLocalHttp, resolve }: SendOptions,
): Promise<SendResult> {
  const body = payloadOf(delivery);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  try {
    const refusal = await findDeliveryRefusal({ url: delivery.url, allowLocalHttp, resolve });
    if (refusal) {
      return {
        statusCode: null,
        error: refusal,
        ok: false,
        refused: true,
        durationMs: performance.now() - started,
      };
    }
    const response = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Somo-Webhooks/1',
        [WEBHOOK_HEADERS.id]: delivery.eventId,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook({ secret: delivery.secret, timestamp, body }),
      },
      body,
    });
    // The answer's body is not needed; dropping it frees the connection.
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      error: null,
      ok,
      refused: false,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    return {
      statusCode: null,
      error: describeError(error),
      ok: false,
      refused: false,
      durationMs: performance.now() - started,
    };
  }
}

/**
 * Sends queued deliveries. Any number of workers, in any number of processes, may run on one database: claims
 * never overlap (see claimDueDeliveries), and whatever is queued survives restarts because it is a row.
 */
export function createWebhookWorker({
  db,
  log,
  allowLocalHttp,
  resolve = resolveHost,
  pollIntervalMs = 5 * SECOND,
  timeoutMs = 10 * SECOND,
  leaseMs = 2 * MINUTE,
  batchSize = 10,
  retryDelaysMs = RETRY_DELAYS_MS,
}: WebhookWorkerOptions): WebhookWorker {
  const id = workerId();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = true;
  let wakeAgain = false;

  async function attempt(delivery: ClaimedDelivery) {
    const result = await send(delivery, { timeoutMs, allowLocalHttp, resolve });
    // A refused address fails the delivery at once: asking again would only knock on the same door. Once the
    // receiver's DNS is fixed, Resend queues it again.
    if (result.refused) {
      log.warn({ delivery_id: delivery.id, reason: result.error }, 'webhook delivery refused');
    }
    const finished = result.ok || result.refused || delivery.attemptsLeft <= 1;
    const outcome: AttemptOutcome = {
      statusCode: result.statusCode,
      error: result.error,
      durationMs: Math.round(result.durationMs),
      delivered: result.ok,
      retryInMs: finished ? undefined : retryDelay(retryDelaysMs, delivery.attempt),
    };
    await recordAttempt(db, { delivery, workerId: id, outcome });
  }

  async function runOnce(): Promise<number> {
    const deliveries = await claimDueDeliveries(db, { workerId: id, limit: batchSize, leaseMs });
    await Promise.all(deliveries.map(attempt));
    return deliveries.length;
  }

  // A full batch may mean more are due, so it looks again at once; otherwise it waits for the next poll or signal.
  async function tick() {
    if (busy) {
      wakeAgain = true;
      return;
    }
    busy = true;
    try {
      let made = batchSize;
      while (made >= batchSize && !stopped) made = await runOnce();
    } catch (error) {
      log.warn({ err: error }, 'webhook delivery round failed; trying again at the next poll');
    } finally {
      busy = false;
    }
    if (stopped) return;
    if (wakeAgain) {
      wakeAgain = false;
      schedule(0);
    } else {
      schedule(pollIntervalMs);
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick();
    }, delay);
    timer.unref();
  }

  return {
    id,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (busy) wakeAgain = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
