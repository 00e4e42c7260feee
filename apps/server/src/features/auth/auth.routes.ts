import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthProfile,
  ChangePasswordBody,
  DemoInfo,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  LogoutBody,
  RefreshBody,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
} from '@somo/contract/auth';
import { MessageResponse } from '@somo/contract/errors';
import type { AppContext } from '../../lib/context';
import { presentedSession, requireActor } from '../../lib/auth';
import { publicUrl } from '../../lib/public-url';
import {
  getAuthProfile,
  getDemoInfo,
  loginUser,
  logoutSession,
  refreshSession,
  registerAccount,
} from './auth.service';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';
import type { RateLimitRule } from '../../config';
import { enforceRateLimit } from '../../lib/rate-limit';

const ignoreToken = { auth: 'ignore' } as const;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const limitPerIp = (name: string, rule: RateLimitRule) => async (request: { ip: string }) =>
    enforceRateLimit(ctx, `${name}:${request.ip}`, rule);

  api.post(
    '/auth/login/',
    { config: ignoreToken, schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (request) =>
      loginUser({ ctx, login: request.body.username, password: request.body.password, ip: request.ip }),
  );

  api.post(
    '/auth/register/',
    {
      config: ignoreToken,
      preHandler: limitPerIp('register', ctx.config.rateLimits.register),
      schema: { body: RegisterBody, response: { 201: RegisterResponse } },
    },
    async (request, reply) => {
      const { password_confirm: _confirm, ...body } = request.body;
      return reply.code(201).send(await registerAccount({ ctx, body }));
    },
  );

  api.post(
    '/auth/token/refresh/',
    {
      config: ignoreToken,
      preHandler: limitPerIp('refresh', ctx.config.rateLimits.refresh),
      schema: { body: RefreshBody, response: { 200: RefreshResponse } },
    },
    async (request) => refreshSession({ ctx, refresh: request.body.refresh }),
  );

  api.post(
    '/auth/logout/',
    { config: ignoreToken, schema: { body: LogoutBody, response: { 200: MessageResponse } } },
    async (request) =>
      logoutSession({ ctx, refresh: request.body.refresh, access: await presentedSession(ctx, request) }),
  );

  api.get('/auth/profile/', { schema: { response: { 200: AuthProfile } } }, async (request) =>
    getAuthProfile(ctx.db, requireActor(request).id),
  );

  api.post(
    '/auth/password/forgot/',
    { config: ignoreToken, schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } } },
    async (request) =>
      requestPasswordReset({
        ctx,
        email: request.body.email,
        // Without PUBLIC_URL the link takes the host this request named, which its sender chooses: a public
        // installation sets PUBLIC_URL so that reset links always point at it.
        baseUrl: publicUrl(ctx.config, request),
        ip: request.ip,
      }),
  );

  api.post(
    '/auth/password/reset/',
    { config: ignoreToken, schema: { body: ResetPasswordBody, response: { 200: MessageResponse } } },
    async (request) =>
      resetPassword({ ctx, token: request.body.token, password: request.body.password, ip: request.ip }),
  );

  api.post(
    '/auth/password/change/',
    { schema: { body: ChangePasswordBody, response: { 200: MessageResponse } } },
    async (request) =>
      changePassword({
        ctx,
        actor: requireActor(request),
        sessionId: (await presentedSession(ctx, request))?.sessionId,
        currentPassword: request.body.current_password,
        password: request.body.password,
      }),
  );

  api.get('/auth/demo/', { config: ignoreToken, schema: { response: { 200: DemoInfo } } }, async () =>
    getDemoInfo(ctx),
  );
}
