import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentEndpoints as endpoints } from '@somo/contract/payments';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { publicUrl } from '../../lib/public-url';
import { limitPerUser } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import type { PaymentsDeps } from './payments.deps';
import {
  completeTestPayment,
  getPayment,
  listMyPayments,
  receiveWebhook,
  refundPayment,
  startCheckout,
} from './payments.service';

export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = (request: FastifyRequest): PaymentsDeps => ({
    db: ctx.db,
    config: ctx.config,
    mailer: ctx.mailer,
    log: request.log,
  });
  const baseUrl = (request: FastifyRequest) => publicUrl(ctx.config, request);

  route(
    app,
    endpoints,
    'POST /payments/checkout/',
    async (request) =>
      startCheckout({
        deps: deps(request),
        actor: requireActor(request),
        courseId: request.body.course_id,
        baseUrl: baseUrl(request),
      }),
    { preHandler: limitPerUser(ctx, 'checkout', ctx.config.rateLimits.checkout) },
  );

  route(app, endpoints, 'GET /payments/', async (request) =>
    listMyPayments({ deps: deps(request), actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /payments/:id/', async (request) =>
    getPayment({
      deps: deps(request),
      actor: requireActor(request),
      id: request.params.id,
      baseUrl: baseUrl(request),
    }),
  );

  route(app, endpoints, 'POST /payments/:id/refund/', async (request) =>
    refundPayment({ deps: deps(request), actor: requireActor(request), id: request.params.id }),
  );

  route(app, endpoints, 'POST /payments/:id/test-complete/', async (request) =>
    completeTestPayment({
      deps: deps(request),
      actor: requireActor(request),
      id: request.params.id,
      outcome: request.body.outcome,
      baseUrl: baseUrl(request),
    }),
  );

  // Called by the provider, not by a signed-in user: its signature is checked in place of a token, and the body is
  // read only after that, so the description has no body schema.
  route(app, endpoints, 'POST /payments/webhooks/:provider/', async (request) =>
    receiveWebhook({
      deps: deps(request),
      providerName: request.params.provider,
      headers: request.headers,
      body: request.body,
      baseUrl: baseUrl(request),
    }),
  );
}
