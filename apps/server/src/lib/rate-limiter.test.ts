import net from 'node:net';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from '../server';
import { buildCourse, buildUser, signIn } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { multipart } from '../../test/multipart';
import { call, createTestApp, type TestApp } from '../../test/test-app';

function recordingLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return {
    lines,
    log: { info: (line: string) => lines.info.push(line), warn: (line: string) => lines.warn.push(line) },
  };
}

describe('with Redis configured but unreachable', () => {
  const { lines, log } = recordingLog();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, createLimiter({ redisUrl: 'redis://127.0.0.1:1' }, log));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers, signs in, refreshes and uploads as usual, and warns once', async () => {
    const registered = await call(t.app, 'POST', '/api/auth/register/', {
      body: {
        username: 'offline_redis',
        email: 'offline_redis@example.com',
        password: 'secret123',
        password_confirm: 'secret123',
        role: 'instructor',
        first_name: 'Asha',
        last_name: 'Mwangi',
      },
    });
    expect(registered.status).toBe(201);

    const tokens = await signIn(t.app, { username: 'offline_redis', password: 'secret123' });
    const refreshed = await call(t.app, 'POST', '/api/auth/token/refresh/', {
      body: { refresh: tokens.refresh },
    });
    expect(refreshed.status).toBe(200);

    const instructor = await buildUser(t.db, { role: 'instructor' });
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, { name: 'cover.png', bytes: picture, type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/instructor/courses/${course.id}/settings/update/`,
      headers: {
        'content-type': form.contentType,
        authorization: `Bearer ${(await signIn(t.app, instructor)).access}`,
      },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const asked = await call(t.app, 'POST', '/api/ai/tutor/', {
      token: refreshed.body.access,
      body: { prompt: 'What is a variable?', agent: 'Tutor', conversation_history: [] },
    });
    expect(asked.status).toBe(200);

    expect(lines.warn).toHaveLength(1);
    expect(lines.warn[0]).toMatch(/^Redis is unreachable/);
    expect(lines.info).toEqual([]);
  });

  it('still limits, counting in this process', async () => {
    const user = await buildUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        ip: '10.3.0.1',
        body: { username: user.username, password: 'wrong-pass' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(lines.warn).toHaveLength(1);
  });
});

/** A TCP relay in front of the real Redis, so a test can take Redis away and bring it back. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  return {
    port,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('with a live Redis that goes away and comes back', () => {
  const rule = { max: 100, windowMs: 60_000 };
  const key = (name: string) => `test:fallback:${name}:${Math.random()}`;
  let direct: Redis;

  beforeAll(() => {
    direct = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await direct.quit();
  });

  it('counts in Redis, falls back while it is away, and uses it again when it returns', async () => {
    const relay = await startRelay(new URL(redisUrl ?? ''));
    const { lines, log } = recordingLog();
    const limiter = createLimiter({ redisUrl: `redis://127.0.0.1:${relay.port}` }, log);
    const sharedCount = async (name: string) => {
      await limiter.hit(name, rule);
      return Number(await direct.get(`somo:rl:${name}`)) > 0;
    };
    try {
      await eventually(() => sharedCount(key('before')), true);
      lines.warn.length = 0;
      lines.info.length = 0;

      await relay.stop();
      const away = key('away');
      for (let count = 1; count <= 3; count += 1) {
        expect(await limiter.hit(away, rule)).toMatchObject({ count });
      }
      expect(await direct.get(`somo:rl:${away}`)).toBeNull();
      expect(lines.warn).toHaveLength(1);

      await relay.start();
      await eventually(() => sharedCount(key('after')), true);
      expect(lines.info).toHaveLength(1);
      expect(lines.warn).toHaveLength(1);
    } finally {
      await limiter.close();
      await relay.stop();
    }
  });
});
