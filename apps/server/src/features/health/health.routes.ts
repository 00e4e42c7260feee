import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse, ReadyResponse } from '@somo/contract/health';
import { AppError } from '../../lib/errors';

export async function healthRoutes(app: FastifyInstance, ping: () => Promise<void>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health/',
    { config: { auth: 'ignore' }, schema: { response: { 200: HealthResponse } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  api.get(
    '/ready/',
    { config: { auth: 'ignore' }, schema: { response: { 200: ReadyResponse } } },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new AppError('service_unavailable', 'The database is not reachable.');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
}
