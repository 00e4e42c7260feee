import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Profile, ProfileUpdate } from '@somo/contract/profile';
import { forgetSession, requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { getProfile, updateProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/profile/', { schema: { response: { 200: Profile } } }, async (request) =>
    getProfile(ctx.db, requireActor(request)),
  );

  api.put(
    '/profile/update/',
    { schema: { body: ProfileUpdate, response: { 200: Profile } } },
    async (request) => {
      const actor = requireActor(request);
      const profile = await updateProfile(ctx.db, actor, request.body);
      forgetSession(ctx, actor.id);
      return profile;
    },
  );
}
