import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicSettings, Settings } from '@somo/contract/settings';
import type { AppContext } from '../../lib/context';
import { getSettings, toPublicSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/admin/settings/',
    { schema: { response: { 200: z.union([Settings, PublicSettings]) } } },
    async (request) => {
      const settings = await getSettings(ctx.db);
      return request.actor?.role === 'admin' ? settings : toPublicSettings(settings);
    },
  );
}
