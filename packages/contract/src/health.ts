import { z } from 'zod';
import { describeEndpoints } from './endpoint';

export const HealthResponse = z.object({ status: z.literal('ok') });
export const ReadyResponse = z.object({ status: z.literal('ready'), database: z.literal('ok') });

export const healthEndpoints = describeEndpoints({
  'GET /health/': {
    summary: 'Liveness: the process answers.',
    tag: 'Health',
    auth: 'none',
    response: HealthResponse,
    errors: [],
  },
  'GET /ready/': {
    summary: 'Readiness: the database answers too.',
    tag: 'Health',
    auth: 'none',
    response: ReadyResponse,
    errors: ['service_unavailable'],
  },
});
