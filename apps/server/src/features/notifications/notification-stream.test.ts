import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { buildCourse, buildUser, enrollStudent, signIn, type BuiltUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_STREAMS_PER_USER } from './notification-stream';

let t: TestApp;
let base: string;
let teacher: BuiltUser;
let student: BuiltUser;
let studentToken: string;
let teacherToken: string;
let adminToken: string;
let courseId: number;

type Event = { event: string; data: Record<string, unknown> };

/** Opens the stream the way the web app does (fetch with the Authorization header) and collects its events. */
function openStream(token: string | undefined, path = '/api/notifications/stream/') {
  const events: Event[] = [];
  let response: IncomingMessage | undefined;
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const ready = new Promise<number>((resolve, reject) => {
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      response = res;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      });
      res.on('end', markEnded);
      res.on('close', markEnded);
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
  const isReady = () => events.some((e) => e.event === 'ready');
  return { events, ready, ended, isReady, close: () => response?.destroy() };
}

async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A student of the course with one open stream, ready to receive. */
async function studentWithStream() {
  const user = await buildUser(t.db);
  await enrollStudent(t.db, user.id, courseId);
  const tokens = await signIn(t.app, user);
  const stream = openStream(tokens.access);
  expect(await stream.ready).toBe(200);
  await waitFor(stream.isReady);
  return { user, tokens, stream };
}

function messageTo(recipientId: number, content: string) {
  return call(t.app, 'POST', '/api/messaging/send/', {
    token: teacherToken,
    body: { course_id: courseId, recipient_id: recipientId, subject: 'Hello', content },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  teacher = await buildUser(t.db, { role: 'instructor' });
  student = await buildUser(t.db);
  const admin = await buildUser(t.db, { role: 'admin' });
  courseId = (await buildCourse(t.db, { instructorId: teacher.id })).id;
  await enrollStudent(t.db, student.id, courseId);
  studentToken = (await signIn(t.app, student)).access;
  teacherToken = (await signIn(t.app, teacher)).access;
  adminToken = (await signIn(t.app, admin)).access;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications/stream/', () => {
  it('pushes a new notification to the recipient’s open stream at once', async () => {
    const stream = openStream(studentToken);
    expect(await stream.ready).toBe(200);
    await waitFor(stream.isReady);
    await messageTo(student.id, 'Welcome to the course');
    await waitFor(() => stream.events.some((e) => e.event === 'notification'));
    const pushed = stream.events.find((e) => e.event === 'notification');
    expect(pushed?.data).toMatchObject({ type: 'course_message', is_read: false, unread_count: 1 });
    stream.close();
  });

  it('reaches every enrolled student of an announcement, once each', async () => {
    const stream = openStream(studentToken);
    await waitFor(stream.isReady);
    await call(t.app, 'POST', '/api/announcements/create/', {
      token: teacherToken,
      body: { course_id: courseId, title: 'Exam', content: 'Friday at 9' },
    });
    await waitFor(() => stream.events.some((e) => e.event === 'notification'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    stream.close();
  });

  it('refuses a missing or bad token', async () => {
    const missing = await call(t.app, 'GET', '/api/notifications/stream/');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('not_authenticated');
    const bad = await call(t.app, 'GET', '/api/notifications/stream/', { token: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('invalid_token');
  });

  it('takes no token from the URL', async () => {
    const query = await call(
      t.app,
      'GET',
      `/api/notifications/stream/?access_token=${encodeURIComponent(studentToken)}`,
    );
    expect(query.status).toBe(401);
    expect(query.body).toMatchObject({ code: 'not_authenticated', error: expect.any(String) });
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const { tokens, stream: first } = await studentWithStream();
    const others = [];
    for (let i = 1; i < MAX_STREAMS_PER_USER; i += 1) {
      const stream = openStream(tokens.access);
      await waitFor(stream.isReady);
      others.push(stream);
    }
    const newest = openStream(tokens.access);
    expect(await newest.ready).toBe(200);
    await waitFor(newest.isReady);
    await first.ended;
    expect(first.events.at(-1)).toEqual({ event: 'closed', data: { reason: 'replaced' } });

    const { user: neighbour, stream: neighbourStream } = await studentWithStream();
    await messageTo(neighbour.id, 'Another person’s streams are not counted');
    await waitFor(() => neighbourStream.events.some((e) => e.event === 'notification'));
    for (const stream of [...others, newest]) stream.close();
    neighbourStream.close();
  });

  it('ends when the account is deactivated, also by another server process', async () => {
    const { user, stream } = await studentWithStream();
    // A write this app did not make reaches it only through the database's signal.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await stream.ended;
  });

  it('ends when an admin changes the role', async () => {
    const { user, stream } = await studentWithStream();
    const changed = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role/`, {
      token: adminToken,
      body: { role: 'instructor' },
    });
    expect(changed.status).toBe(200);
    await stream.ended;
  });

  it('ends when the user is deleted', async () => {
    const { user, stream } = await studentWithStream();
    const deleted = await call(t.app, 'DELETE', `/api/admin/users/${user.id}/delete/`, { token: adminToken });
    expect(deleted.status).toBe(200);
    await stream.ended;
  });

  it('ends when its session signs out, while the same user’s other device keeps streaming', async () => {
    const { user, tokens, stream } = await studentWithStream();
    const phone = await signIn(t.app, user);
    const phoneStream = openStream(phone.access);
    await waitFor(phoneStream.isReady);

    const signedOut = await call(t.app, 'POST', '/api/auth/logout/', {
      token: tokens.access,
      body: { refresh: tokens.refresh },
    });
    expect(signedOut.status).toBe(200);
    await stream.ended;

    await messageTo(user.id, 'Still here on the phone');
    await waitFor(() => phoneStream.events.some((e) => e.event === 'notification'));
    phoneStream.close();
  });
});
