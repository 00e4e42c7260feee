import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as endpoints } from '@somo/contract/settings';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import { getPriceLimits, readSettings, saveSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints, 'GET /admin/settings/', async (request) =>
    readSettings({ db: ctx.db, actor: request.actor }),
  );

  route(app, endpoints, 'POST /admin/settings/', async (request) =>
    saveSettings({ db: ctx.db, actor: requireActor(request), settings: request.body }),
  );

  route(app, endpoints, 'GET /instructor/price-limits/', async (request) =>
    getPriceLimits({ db: ctx.db, actor: requireActor(request) }),
  );
}
