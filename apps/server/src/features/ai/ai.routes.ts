import type { FastifyInstance } from 'fastify';
import { aiEndpoints as endpoints } from '@somo/contract/ai';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import { askTutor } from './tutor.service';

export async function aiRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints, 'POST /ai/tutor/', async (request) =>
    askTutor({ ctx, actor: requireActor(request), request: request.body }),
  );
}
