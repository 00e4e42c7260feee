import type { FastifyInstance } from 'fastify';
import { authEndpoints as endpoints } from '@somo/contract/auth';
import type { RateLimitRule } from '../../config';
import { presentedSession, requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { publicUrl } from '../../lib/public-url';
import { enforceRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import {
  getAuthProfile,
  getDemoInfo,
  loginUser,
  logoutSession,
  refreshSession,
  registerAccount,
} from './auth.service';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const limitPerIp = (name: string, rule: RateLimitRule) => async (request: { ip: string }) =>
    enforceRateLimit(ctx, `${name}:${request.ip}`, rule);

  route(app, endpoints, 'POST /auth/login/', async (request) =>
    loginUser({ ctx, login: request.body.username, password: request.body.password, ip: request.ip }),
  );

  route(
    app,
    endpoints,
    'POST /auth/register/',
    async (request) => {
      const { password_confirm: _confirm, ...body } = request.body;
      return registerAccount({ ctx, body });
    },
    { preHandler: limitPerIp('register', ctx.config.rateLimits.register) },
  );

  route(
    app,
    endpoints,
    'POST /auth/token/refresh/',
    async (request) => refreshSession({ ctx, refresh: request.body.refresh }),
    { preHandler: limitPerIp('refresh', ctx.config.rateLimits.refresh) },
  );

  route(app, endpoints, 'POST /auth/logout/', async (request) =>
    logoutSession({ ctx, refresh: request.body.refresh, access: await presentedSession(ctx, request) }),
  );

  route(app, endpoints, 'GET /auth/profile/', async (request) =>
    getAuthProfile({ db: ctx.db, userId: requireActor(request).id }),
  );

  route(app, endpoints, 'POST /auth/password/forgot/', async (request) =>
    requestPasswordReset({
      ctx,
      email: request.body.email,
      // Without PUBLIC_URL the link takes the host this request named, which its sender chooses: a public
      // installation sets PUBLIC_URL so that reset links always point at it.
      baseUrl: publicUrl(ctx.config, request),
      ip: request.ip,
    }),
  );

  route(app, endpoints, 'POST /auth/password/reset/', async (request) =>
    resetPassword({ ctx, token: request.body.token, password: request.body.password, ip: request.ip }),
  );

  route(app, endpoints, 'POST /auth/password/change/', async (request) =>
    changePassword({
      ctx,
      actor: requireActor(request),
      sessionId: (await presentedSession(ctx, request))?.sessionId,
      currentPassword: request.body.current_password,
      password: request.body.password,
    }),
  );

  route(app, endpoints, 'GET /auth/demo/', () => getDemoInfo({ ctx }));
}
