import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS, WebhookPayload } from '@somo/contract/webhooks';
import { openPglite, openPostgres, type Database, type Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { buildUser, signIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { startTestReceiver, type ReceivedRequest, type TestReceiver } from './test-receiver';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';
import { emitWebhookEvent, WEBHOOK_MAX_ATTEMPTS } from './webhooks.events';
import type { ResolveHost } from './webhooks.policy';
import { claimDueDeliveries } from './webhooks.queries';
import { verifyWebhookSignature } from './webhooks.signing';

let t: TestApp;
let receiver: TestReceiver;
let adminToken: string;
let studentToken: string;
let instructorToken: string;
const warnings: unknown[] = [];
const log = { warn: (facts: object) => void warnings.push(facts) };

/**
 * Retries fall due at once, so a test walks through every attempt without waiting. The receiver runs on this
 * machine, so local receivers are allowed unless a test says otherwise.
 */
function worker(
  db: Db = t.db,
  options: { leaseMs?: number; allowLocalHttp?: boolean; resolve?: ResolveHost } = {},
): WebhookWorker {
  return createWebhookWorker({
    db,
    log,
    allowLocalHttp: true,
    retryDelaysMs: [0],
    timeoutMs: 2000,
    ...options,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startTestReceiver();
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
  studentToken = (await signIn(t.app, await buildUser(t.db, { role: 'student' }))).access;
  instructorToken = (await signIn(t.app, await buildUser(t.db, { role: 'instructor' }))).access;
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith([]);
  receiver.delayAnswers(0);
  warnings.length = 0;
  // Each test starts with an empty queue, and earlier tests' endpoints receive nothing more.
  await t.db.update(webhookDeliveries).set({ status: 'failed' });
  await t.db.update(webhookEndpoints).set({ isActive: false });
});

async function createEndpoint(body: Record<string, unknown> = {}) {
  const response = await call(t.app, 'POST', '/api/admin/webhooks/', {
    token: adminToken,
    body: { url: receiver.url, events: ['user.created'], ...body },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; secret: string };
}

async function deliveries(endpointId: number) {
  const response = await call(t.app, 'GET', `/api/admin/webhooks/${endpointId}/deliveries/`, {
    token: adminToken,
  });
  expect(response.status).toBe(200);
  return response.body.deliveries as {
    id: number;
    event_id: string;
    status: string;
    attempts: { attempt_number: number; status_code: number | null; error: string | null }[];
  }[];
}

function verify(request: ReceivedRequest, secret: string) {
  return verifyWebhookSignature({
    secret,
    timestamp: Number(request.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]),
    body: request.body,
    header: String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]),
  });
}

function eventIdsReceived() {
  return receiver.received.map((request) => String(request.headers[WEBHOOK_HEADERS.id.toLowerCase()]));
}

async function drain(...workers: WebhookWorker[]) {
  for (let round = 0; round < 20; round += 1) {
    const made = await Promise.all(workers.map((each) => each.runOnce()));
    if (made.every((count) => count === 0)) return;
  }
  throw new Error('the queue did not drain');
}

describe('managing endpoints', () => {
  it('shows the secret once, in the answer that creates the endpoint', async () => {
    const created = await call(t.app, 'POST', '/api/admin/webhooks/', {
      token: adminToken,
      body: { url: 'https://school.example/somo', events: ['payment.succeeded', 'user.created'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://school.example/somo',
      events: ['payment.succeeded', 'user.created'],
      is_active: true,
    });
    expect(created.body.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const list = await call(t.app, 'GET', '/api/admin/webhooks/', { token: adminToken });
    expect(list.status).toBe(200);
    const listed = list.body.endpoints.find((each: { id: number }) => each.id === created.body.id);
    expect(listed).toEqual({
      id: created.body.id,
      url: 'https://school.example/somo',
      events: ['payment.succeeded', 'user.created'],
      is_active: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
  });

  it('changes, disables and deletes an endpoint', async () => {
    const { id } = await createEndpoint({ url: 'https://school.example/a' });
    const changed = await call(t.app, 'PUT', `/api/admin/webhooks/${id}/`, {
      token: adminToken,
      body: { url: 'https://school.example/b', events: ['enrollment.created'], is_active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      url: 'https://school.example/b',
      events: ['enrollment.created'],
      is_active: false,
    });
    const deleted = await call(t.app, 'DELETE', `/api/admin/webhooks/${id}/`, { token: adminToken });
    expect(deleted.body).toEqual({ message: 'Webhook endpoint deleted.' });
    const again = await call(t.app, 'DELETE', `/api/admin/webhooks/${id}/`, { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
  });

  it.each([
    [{ url: 'not a url', events: ['user.created'] }, 'url'],
    [{ url: 'ftp://school.example/hook', events: ['user.created'] }, 'url'],
    [{ url: 'http://school.example/hook', events: ['user.created'] }, 'url'],
    [{ url: `https://school.example/${'a'.repeat(2000)}`, events: ['user.created'] }, 'url'],
    [{ url: 'https://school.example/\u0000', events: ['user.created'] }, 'url'],
    [{ url: 'https://school.example/hook', events: [] }, 'events'],
    [{ url: 'https://school.example/hook', events: ['course.deleted'] }, 'events.0'],
    [{ url: 'https://school.example/hook', events: ['user.created', 'user.created'] }, 'events'],
    [{ url: 'https://school.example/hook', events: ['user.created'], is_active: 'yes' }, 'is_active'],
  ])('refuses %j with a message for %s', async (body, field) => {
    const response = await call(t.app, 'POST', '/api/admin/webhooks/', { token: adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(Object.keys(response.body.fields ?? {})).toContain(field);
  });

  it('is for admins only', async () => {
    const { id } = await createEndpoint({ url: 'https://school.example/admins' });
    const attempts = [
      ['GET', '/api/admin/webhooks/', undefined],
      ['POST', '/api/admin/webhooks/', { url: 'https://school.example/x', events: ['user.created'] }],
      ['PUT', `/api/admin/webhooks/${id}/`, { url: 'https://school.example/x', events: ['user.created'] }],
      ['DELETE', `/api/admin/webhooks/${id}/`, undefined],
      ['POST', `/api/admin/webhooks/${id}/rotate-secret/`, undefined],
      ['GET', `/api/admin/webhooks/${id}/deliveries/`, undefined],
      ['POST', `/api/admin/webhooks/${id}/deliveries/1/resend/`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      for (const token of [studentToken, instructorToken]) {
        const response = await call(t.app, method, url, { token, body });
        expect(response.status, `${method} ${url}`).toBe(403);
        expect(response.body.code).toBe('forbidden');
      }
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
    }
    const list = await call(t.app, 'GET', '/api/admin/webhooks/', { token: adminToken });
    expect(list.body.endpoints.some((each: { id: number }) => each.id === id)).toBe(true);
  });

  it('answers 404 for endpoints and deliveries that do not exist', async () => {
    const body = { url: 'https://school.example/x', events: ['user.created'] };
    for (const [method, url] of [
      ['PUT', '/api/admin/webhooks/999999/'],
      ['DELETE', '/api/admin/webhooks/999999/'],
      ['POST', '/api/admin/webhooks/999999/rotate-secret/'],
      ['GET', '/api/admin/webhooks/999999/deliveries/'],
      ['POST', '/api/admin/webhooks/999999/deliveries/1/resend/'],
    ] as const) {
      const response = await call(t.app, method, url, {
        token: adminToken,
        body: method === 'PUT' ? body : undefined,
      });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
    const bad = await call(t.app, 'GET', '/api/admin/webhooks/abc/deliveries/', { token: adminToken });
    expect(bad.status).toBe(400);
  });
});

describe('deliveries', () => {
  it('signs each delivery so the shown secret verifies it', async () => {
    const { id, secret } = await createEndpoint();
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 7, username: 'amina' } });
    await drain(worker());
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    expect(verify(request, secret)).toBe(true);
    expect(verify(request, `${secret}x`)).toBe(false);
    expect(verify({ ...request, body: request.body.replace('amina', 'mallory') }, secret)).toBe(false);
    expect(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(request.headers['content-type']).toBe('application/json');
    const payload = WebhookPayload.parse(JSON.parse(request.body));
    expect(payload).toEqual({
      id: request.headers[WEBHOOK_HEADERS.id.toLowerCase()],
      type: 'user.created',
      created_at: expect.any(String),
      data: { user_id: 7, username: 'amina' },
    });
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ event_id: payload.id, status: 'delivered' });
    expect(delivery?.attempts).toEqual([expect.objectContaining({ attempt_number: 1, status_code: 200 })]);
    expect(warnings).toEqual([]);
  });

  it('retries a receiver that fails twice: three attempts, delivered once, all logged', async () => {
    const { id } = await createEndpoint();
    receiver.answerWith([500, 503]);
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 8 } });
    await drain(worker());
    expect(receiver.received).toHaveLength(3);
    expect(new Set(eventIdsReceived()).size).toBe(1);
    const [delivery] = await deliveries(id);
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => [attempt.attempt_number, attempt.status_code])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
  });

  it('waits for the backoff before trying again', async () => {
    const { id } = await createEndpoint();
    receiver.answerWith([500]);
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 9 } });
    const patient = createWebhookWorker({ db: t.db, log, allowLocalHttp: true, retryDelaysMs: [60_000] });
    expect(await patient.runOnce()).toBe(1);
    expect(await patient.runOnce()).toBe(0);
    const [delivery] = await call(t.app, 'GET', `/api/admin/webhooks/${id}/deliveries/`, {
      token: adminToken,
    }).then((response) => response.body.deliveries);
    expect(delivery.status).toBe('pending');
    const wait = new Date(delivery.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(61_000);
  });

  it('marks a delivery failed after the last attempt, and Resend queues it again', async () => {
    const { id } = await createEndpoint();
    receiver.answerWith(Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500));
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 10 } });
    await drain(worker());
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [failed] = await deliveries(id);
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    const resent = await call(t.app, 'POST', `/api/admin/webhooks/${id}/deliveries/${failed?.id}/resend/`, {
      token: adminToken,
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: failed?.id, status: 'pending' });
    await drain(worker());
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS + 1);
    const [delivered] = await deliveries(id);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.attempts.at(-1)).toMatchObject({
      attempt_number: WEBHOOK_MAX_ATTEMPTS + 1,
      status_code: 200,
    });
  });

  it('refuses to resend a delivery through another endpoint', async () => {
    const first = await createEndpoint();
    const second = await createEndpoint();
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 11 } });
    await drain(worker());
    const [delivery] = await deliveries(first.id);
    const response = await call(
      t.app,
      'POST',
      `/api/admin/webhooks/${second.id}/deliveries/${delivery?.id}/resend/`,
      { token: adminToken },
    );
    expect(response.status).toBe(404);
  });

  it('logs a receiver that cannot be reached, with the reason', async () => {
    const closed = await startTestReceiver();
    await closed.close();
    const { id } = await createEndpoint({ url: closed.url });
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 12 } });
    await worker().runOnce();
    const [delivery] = await deliveries(id);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts[0]).toMatchObject({ status_code: null, error: expect.any(String) });
  });

  it('gives up on a receiver that does not answer in time, and says so', async () => {
    const { id } = await createEndpoint();
    receiver.delayAnswers(500);
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 17 } });
    await createWebhookWorker({ db: t.db, log, allowLocalHttp: true, timeoutMs: 100 }).runOnce();
    const [delivery] = await deliveries(id);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts[0]).toMatchObject({ status_code: null, error: 'Timed out' });
  });

  it('refuses a public name that resolves to a private address, fails the delivery at once and says why', async () => {
    const { id } = await createEndpoint({ url: 'https://hooks.example.com/somo' });
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 18 } });
    const looked: string[] = [];
    const resolve: ResolveHost = async (hostname) => {
      looked.push(hostname);
      return ['203.0.113.9', '10.0.0.7'];
    };
    await drain(worker(t.db, { allowLocalHttp: false, resolve }));
    expect(looked).toEqual(['hooks.example.com']);
    const [delivery] = await deliveries(id);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({
        attempt_number: 1,
        status_code: null,
        error: 'Refused: hooks.example.com resolves to 10.0.0.7, an address of a private network.',
      }),
    ]);
    expect(warnings).toEqual([expect.objectContaining({ reason: expect.stringContaining('10.0.0.7') })]);
  });

  it('looks the name up with the system resolver when it sends, unless local receivers are allowed', async () => {
    const byName = receiver.url.replace('127.0.0.1', 'localhost');
    const { id } = await createEndpoint({ url: byName });
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 19 } });
    await drain(worker(t.db, { allowLocalHttp: false }));
    expect(receiver.received).toHaveLength(0);
    const [refused] = await deliveries(id);
    expect(refused?.status).toBe('failed');
    expect(refused?.attempts[0]?.error).toMatch(
      /^Refused: localhost resolves to (127\.0\.0\.1|::1), an address of a private network\.$/,
    );

    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 20 } });
    await drain(worker(t.db, { allowLocalHttp: true }));
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries(id)).map((delivery) => delivery.status)).toEqual(['delivered', 'failed']);
  });

  it('sends only to active endpoints subscribed to the event', async () => {
    const subscribed = await createEndpoint({ events: ['payment.succeeded'] });
    const other = await createEndpoint({ events: ['user.created'] });
    const inactive = await createEndpoint({ events: ['payment.succeeded'], is_active: false });
    await emitWebhookEvent({ db: t.db, type: 'payment.succeeded', data: { payment_id: 1 } });
    await drain(worker());
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries(subscribed.id)).toHaveLength(1);
    expect(await deliveries(other.id)).toHaveLength(0);
    expect(await deliveries(inactive.id)).toHaveLength(0);
  });

  it('sends nothing when the transaction that emitted the event rolls back', async () => {
    await createEndpoint();
    await t.db
      .transaction(async (tx) => {
        await emitWebhookEvent({ db: tx, type: 'user.created', data: { user_id: 13 } });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await drain(worker());
    expect(receiver.received).toHaveLength(0);
  });

  it('signs with the new secret after a rotation; the new one is shown once', async () => {
    const { id, secret } = await createEndpoint();
    const rotated = await call(t.app, 'POST', `/api/admin/webhooks/${id}/rotate-secret/`, {
      token: adminToken,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 14 } });
    await drain(worker());
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    expect(verify(request, rotated.body.secret)).toBe(true);
    expect(verify(request, secret)).toBe(false);
  });
});

describe('the queue', () => {
  it('two workers on one database deliver each event once', async () => {
    await createEndpoint();
    receiver.answerWith([500, 500, 500]);
    for (let n = 0; n < 12; n += 1) {
      await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 100 + n } });
    }
    const one = worker();
    const two = worker();
    await drain(one, two);
    const ids = eventIdsReceived();
    // Three first attempts failed and were retried once each: 12 + 3 requests, 12 distinct events.
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(12);
  });

  it("retries a delivery whose worker died once the dead worker's claim runs out", async () => {
    const { id } = await createEndpoint();
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 15 } });
    const claimed = await claimDueDeliveries(t.db, { workerId: 'crashed', limit: 10, leaseMs: 300 });
    expect(claimed).toHaveLength(1);
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await survivor.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'delivered' });
    expect(delivery?.attempts.map((attempt) => attempt.attempt_number)).toEqual([2]);
  });

  it('a started worker sends when woken, and stops cleanly', async () => {
    await createEndpoint();
    const running = createWebhookWorker({
      db: t.db,
      log,
      allowLocalHttp: true,
      pollIntervalMs: 60_000,
      retryDelaysMs: [0],
    });
    running.start();
    await emitWebhookEvent({ db: t.db, type: 'user.created', data: { user_id: 16 } });
    running.wake();
    const deadline = Date.now() + 3000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await running.stop();
    expect(receiver.received).toHaveLength(1);
  });
});

/** A database that can be closed and opened again, as a server restart does. */
async function restartableDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'somo-webhooks-'));
    return {
      open: async (): Promise<Database> => {
        const database = await openPglite(dir);
        await database.migrate();
        return database;
      },
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `somo_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: async (): Promise<Database> => {
      const database = openPostgres(url.toString(), 3);
      await database.migrate();
      return database;
    },
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe('a restart', () => {
  it('loses nothing: a delivery queued before it is sent after it', async () => {
    const store = await restartableDatabase();
    try {
      let database = await store.open();
      await database.db.insert(webhookEndpoints).values({
        url: receiver.url,
        events: ['enrollment.created'],
        secret: 'whsec_restart',
      });
      receiver.answerWith([500]);
      await emitWebhookEvent({
        db: database.db,
        type: 'enrollment.created',
        data: { student_id: 1, course_id: 2 },
      });
      const before = worker(database.db);
      expect(await before.runOnce()).toBe(1);
      await before.stop();
      await database.close();

      database = await store.open();
      const after = worker(database.db);
      await drain(after);
      await after.stop();
      await database.close();

      expect(receiver.received).toHaveLength(2);
      expect(new Set(eventIdsReceived()).size).toBe(1);
      const [last] = receiver.received.slice(-1);
      if (!last) throw new Error('nothing received');
      expect(verify(last, 'whsec_restart')).toBe(true);
    } finally {
      await store.remove();
    }
  });
});

describe('two server processes', () => {
  // Two connection pools on one PostgreSQL server, as two processes would have; the embedded database has one.
  it.skipIf(!process.env.DATABASE_URL)('deliver each event once', async () => {
    const store = await restartableDatabase();
    try {
      const first = await store.open();
      const second = await store.open();
      await first.db.insert(webhookEndpoints).values({
        url: receiver.url,
        events: ['user.created'],
        secret: 'whsec_processes',
      });
      for (let n = 0; n < 20; n += 1) {
        await emitWebhookEvent({ db: n % 2 ? first.db : second.db, type: 'user.created', data: { n } });
      }
      await drain(worker(first.db), worker(second.db));
      await first.close();
      await second.close();
      const ids = eventIdsReceived();
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    } finally {
      await store.remove();
    }
  });
});
