import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PriceLimitsView, PublicSettings, Settings } from '@somo/contract/settings';
import type { AppContext } from '../../lib/context';
import { SettingsBody } from '@somo/contract/admin';
import { requireActor } from '../../lib/auth';
import { assertAdmin } from '../admin/admin.policy';
import { getPriceLimits, getSettings, saveSettings, toPublicSettings } from './settings.service';

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

  api.post(
    '/admin/settings/',
    { schema: { body: SettingsBody, response: { 200: Settings } } },
    async (request) => {
      const actor = requireActor(request);
      assertAdmin(actor);
      return saveSettings(ctx.db, actor, request.body);
    },
  );

  api.get('/instructor/price-limits/', { schema: { response: { 200: PriceLimitsView } } }, async (request) =>
    getPriceLimits(ctx.db, requireActor(request)),
  );
}
