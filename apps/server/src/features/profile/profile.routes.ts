import type { FastifyInstance } from 'fastify';
import { profileEndpoints as endpoints } from '@somo/contract/profile';
import { forgetSession, requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import { getProfile, updateProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints, 'GET /profile/', async (request) =>
    getProfile({ db: ctx.db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'PUT /profile/update/', async (request) => {
    const actor = requireActor(request);
    const profile = await updateProfile({ db: ctx.db, actor, update: request.body });
    // The session cache holds the username and role; a changed name must reach the next request.
    forgetSession(ctx, actor.id);
    return profile;
  });
}
