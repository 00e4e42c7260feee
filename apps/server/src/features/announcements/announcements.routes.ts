import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnnouncementBody, AnnouncementResponse } from '@somo/contract/instructor';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import { createAnnouncement } from './announcements.service';

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/announcements/create/',
    {
      preHandler: limitPerUser(ctx, 'announcement', ctx.config.rateLimits.post),
      schema: { body: AnnouncementBody, response: { 201: AnnouncementResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await createAnnouncement(ctx.db, requireActor(request), request.body)),
  );
}
