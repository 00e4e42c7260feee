import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildUser, enrollStudent, signIn, type BuiltUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let student: BuiltUser;
let studentToken: string;
let teacherToken: string;
let courseId: number;

type Event = { event: string; data: Record<string, unknown> };

/** Opens the stream and collects its events until closed. */
function openStream(token: string) {
  const events: Event[] = [];
  let response: IncomingMessage | undefined;
  const ready = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/notifications/stream/?access_token=${encodeURIComponent(token)}`,
      (res) => {
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
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { events, ready, close: () => response?.destroy() };
}

async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const teacher = await buildUser(t.db, { role: 'instructor' });
  student = await buildUser(t.db);
  courseId = (await buildCourse(t.db, { instructorId: teacher.id })).id;
  await enrollStudent(t.db, student.id, courseId);
  studentToken = (await signIn(t.app, student)).access;
  teacherToken = (await signIn(t.app, teacher)).access;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications/stream/', () => {
  it('pushes a new notification to the recipient’s open stream at once', async () => {
    const stream = openStream(studentToken);
    expect(await stream.ready).toBe(200);
    await waitFor(() => stream.events.some((e) => e.event === 'ready'));
    await call(t.app, 'POST', '/api/messaging/send/', {
      token: teacherToken,
      body: {
        course_id: courseId,
        recipient_id: student.id,
        subject: 'Hello',
        content: 'Welcome to the course',
      },
    });
    await waitFor(() => stream.events.some((e) => e.event === 'notification'));
    const pushed = stream.events.find((e) => e.event === 'notification');
    expect(pushed?.data).toMatchObject({ type: 'course_message', is_read: false, unread_count: 1 });
    stream.close();
  });

  it('reaches every enrolled student of an announcement, once each', async () => {
    const stream = openStream(studentToken);
    await waitFor(() => stream.events.some((e) => e.event === 'ready'));
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
    const bad = await call(t.app, 'GET', '/api/notifications/stream/?access_token=nope');
    expect(bad.status).toBe(401);
  });
});
