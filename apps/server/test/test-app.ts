import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { createMemoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { openTestDatabase } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config & { jwtSecret: string };
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  limiter: RateLimiter = createMemoryRateLimiter(),
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'somo-test-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    demo: false,
    webDist: undefined,
    // Suites read right after writing, and other features' writes reach these caches only through the
    // database's signal, a moment later; the caches' own tests switch them on.
    caches: { catalogue: false, sessions: true, notifications: false, viewers: false },
    ...overrides,
    jwtSecret: TEST_JWT_SECRET,
  };
  const app = await buildApp({ database, config, limiter });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await limiter.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API the way the web app does: JSON in, JSON out, optional Bearer token. */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; headers?: InjectOptions['headers']; ip?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = response.body;
  const json: unknown =
    text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  return { status: response.statusCode, body: json as any, headers: response.headers };
}
