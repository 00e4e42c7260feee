import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@somo/contract/health';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';

export async function healthRoutes(app: FastifyInstance, ping: () => Promise<void>) {
  route(app, healthEndpoints, 'GET /health/', () => ({ status: 'ok' as const }));
  route(app, healthEndpoints, 'GET /ready/', async (request) => {
    try {
      await ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('service_unavailable', 'The database is not reachable.');
    }
    return { status: 'ready' as const, database: 'ok' as const };
  });
}
