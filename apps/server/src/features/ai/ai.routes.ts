import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TutorBody, TutorResponse } from '@somo/contract/ai';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { askTutor } from './tutor.service';

export async function aiRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/ai/tutor/', { schema: { body: TutorBody, response: { 200: TutorResponse } } }, async (request) =>
    askTutor({ ctx, actor: requireActor(request), request: request.body }),
  );
}
