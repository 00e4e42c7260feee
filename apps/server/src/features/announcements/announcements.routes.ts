import type { FastifyInstance } from 'fastify';
import { announcementEndpoints as endpoints } from '@somo/contract/announcements';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { createAnnouncement } from './announcements.service';

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    endpoints,
    'POST /announcements/create/',
    async (request) => createAnnouncement({ db: ctx.db, actor: requireActor(request), input: request.body }),
    { preHandler: limitPerUser(ctx, 'announcement', ctx.config.rateLimits.post) },
  );
}
