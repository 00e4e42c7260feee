import type { FastifyInstance } from 'fastify';
import { webhookEndpoints as endpoints } from '@somo/contract/webhooks';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhooks.service';

export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { allowLocalHttp } = ctx.config.webhooks;

  route(app, endpoints, 'GET /admin/webhooks/', async (request) => ({
    endpoints: await listWebhookEndpoints({ db, actor: requireActor(request) }),
  }));

  route(app, endpoints, 'POST /admin/webhooks/', async (request) => {
    const { url, events, is_active: isActive } = request.body;
    return createWebhookEndpoint({
      db,
      actor: requireActor(request),
      input: { url, events, isActive, allowLocalHttp },
    });
  });

  route(app, endpoints, 'PUT /admin/webhooks/:id/', async (request) => {
    const { url, events, is_active: isActive } = request.body;
    return updateWebhookEndpoint({
      db,
      actor: requireActor(request),
      id: request.params.id,
      input: { url, events, isActive, allowLocalHttp },
    });
  });

  route(app, endpoints, 'DELETE /admin/webhooks/:id/', async (request) => {
    await deleteWebhookEndpoint({ db, actor: requireActor(request), id: request.params.id });
    return { message: 'Webhook endpoint deleted.' };
  });

  route(app, endpoints, 'POST /admin/webhooks/:id/rotate-secret/', async (request) => ({
    secret: await rotateWebhookSecret({ db, actor: requireActor(request), id: request.params.id }),
  }));

  route(app, endpoints, 'GET /admin/webhooks/:id/deliveries/', async (request) => ({
    deliveries: await listWebhookDeliveries({
      db,
      actor: requireActor(request),
      endpointId: request.params.id,
    }),
  }));

  route(app, endpoints, 'POST /admin/webhooks/:id/deliveries/:deliveryId/resend/', async (request) =>
    resendWebhookDelivery({
      db,
      actor: requireActor(request),
      endpointId: request.params.id,
      deliveryId: request.params.deliveryId,
    }),
  );
}
