import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { loadOrCreateJwtSecret } from './lib/jwt-secret';
import { loggerOptions } from './lib/logging';
import { readableLogStream } from './lib/readable-log';
import {
  createFallbackRateLimiter,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  type RateLimiterLog,
} from './lib/rate-limiter';
import { buildApp } from './app';
import { startAttemptSweeper } from './features/assessments/attempts';
import { startPaymentStatusCheck } from './features/payments/payment-status-check';
import { createMailer } from './lib/mailer';
import { seedDemoData } from './features/demo/demo.seed';
import { ensureBootstrapAdmin } from './features/users/create-superuser';
import { createWebhookWorker } from './features/webhooks/webhook-worker';
import { WEBHOOK_CHANNEL } from './features/webhooks/webhooks.events';

export function defaultWebDist(): string {
  // Both src/ (development) and dist/ (built) sit two levels below apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}

/** Shared limits through Redis when it is configured, counted in this process whenever it cannot be reached. */
export function createLimiter(config: Pick<Config, 'redisUrl'>, log: RateLimiterLog): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  const redis = new Redis(config.redisUrl, {
    // While Redis is away, commands fail at once instead of queueing, so requests fall back without waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  // Connection errors also fail the commands, and the limiter reports those once per outage.
  redis.on('error', () => {});
  return createFallbackRateLimiter({
    shared: createRedisRateLimiter(redis),
    local: createMemoryRateLimiter(),
    log,
  });
}

/**
 * Sends queued webhook deliveries from this process. A commit that queues one wakes it at once through the
 * database's signal; polling catches retries as they fall due and anything a lost signal missed.
 */
async function startWebhookWorker(database: Database, config: Config, log: FastifyBaseLogger) {
  if (!config.webhooks.worker) return { stop: async () => undefined };
  const worker = createWebhookWorker({
    db: database.db,
    log,
    allowLocalHttp: config.webhooks.allowLocalHttp,
    pollIntervalMs: config.webhooks.pollIntervalMs,
  });
  const unlisten = await database.listen(WEBHOOK_CHANNEL, {
    onMessage: () => worker.wake(),
    onReconnect: () => worker.wake(),
  });
  worker.start();
  return {
    stop: async () => {
      await unlisten();
      await worker.stop();
    },
  };
}

/** Everything main.ts does before listening: database, migrations, first admin, demo data, app. */
/** `readableLogs`: one short line per request for a person at a terminal instead of JSON. */
export async function startServer(config: Config, { readableLogs = false }: { readableLogs?: boolean } = {}) {
  const database = await openConfiguredDatabase(config);
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
  await ensureBootstrapAdmin(database.db, config.bootstrapAdmin);
  if (config.demo) await seedDemoData(database.db);
  // The limiter only logs while serving requests, when the app below exists.
  const limiter = createLimiter(config, {
    info: (line) => app.log.info(line),
    warn: (line) => app.log.warn(line),
  });
  const app = await buildApp({
    database,
    limiter,
    config: { ...config, jwtSecret, webDist: config.webDist ?? defaultWebDist() },
    logger: {
      ...loggerOptions(config.logLevel),
      ...(readableLogs ? { stream: readableLogStream(process.stdout) } : {}),
    },
  });
  const sweeper = startAttemptSweeper(database.db, app.log);
  // Receipts of payments the check settles go out through a mailer of its own, finished before shutdown.
  const checkMailer = createMailer(config, {
    info: (line) => app.log.info(line),
    warn: (line) => app.log.warn(line),
  });
  const paymentCheck = startPaymentStatusCheck(
    { db: database.db, config, mailer: checkMailer, log: app.log },
    config.payments.statusCheckIntervalMs,
  );
  const webhooks = await startWebhookWorker(database, config, app.log);
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await webhooks.stop();
    await paymentCheck.stop();
    await checkMailer.settled();
    await limiter.close();
    await database.close();
  });
  return app;
}
