import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { loadOrCreateJwtSecret } from './lib/jwt-secret';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { buildApp } from './app';
import { startAttemptSweeper } from './features/assessments/attempts';
import { seedDemoData } from './features/demo/demo.seed';
import { ensureBootstrapAdmin } from './features/users/create-superuser';

export function defaultWebDist(): string {
  // Both src/ (development) and dist/ (built) sit two levels below apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}

function createLimiter(config: Config): RateLimiter {
  return config.redisUrl
    ? createRedisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }))
    : createMemoryRateLimiter();
}

/** Everything main.ts does before listening: database, migrations, first admin, demo data, app. */
export async function startServer(config: Config) {
  const database = await openConfiguredDatabase(config);
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
  await ensureBootstrapAdmin(database.db, config.bootstrapAdmin);
  if (config.demo) await seedDemoData(database.db);
  const limiter = createLimiter(config);
  const app = await buildApp({
    database,
    limiter,
    config: { ...config, jwtSecret, webDist: config.webDist ?? defaultWebDist() },
    logger: { level: config.logLevel },
  });
  const sweeper = startAttemptSweeper(database.db, app.log);
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await limiter.close();
    await database.close();
  });
  return app;
}
