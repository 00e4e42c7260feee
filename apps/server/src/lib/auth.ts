import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { perDatabase } from '../db/client';
import type { Role } from '@somo/contract/auth';
import { users } from '../db/schema/users';
import type { AppContext } from './context';
import { AppError } from './errors';
import { createSignalCache } from './signal-cache';

export type Actor = { id: number; role: Role; username: string; isSuperuser: boolean };

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** 'ignore': the route never looks at the Authorization header (sign-in, refresh, logout). */
    auth?: 'ignore';
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    throw new AppError('invalid_token', 'Authorization header must be "Bearer <token>".');
  }
  return token;
}

/** Every signed-in request may run it, so it is built and planned once per database, not per request. */
const sessionQuery = perDatabase((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user'),
);

/** The channel the users trigger of migration 0009 signals, with the user's id, when session facts change. */
export const SESSION_CHANNEL = 'somo_session';

const MAX_CACHED_SESSIONS = 50_000;

/**
 * Every signed-in request needs the user's role, status and token version. They are kept per user until the
 * database signals a change to that user, so revocation still reaches every process at once (docs/decisions/0007).
 */
export const createSessionCache = () => createSignalCache(MAX_CACHED_SESSIONS);

/**
 * The database's signal reaches this process a moment after the commit; writers that change session facts call
 * this too, so the very next request in this process already sees the change.
 */
export function forgetSession(ctx: AppContext, userId: number) {
  ctx.sessions.forget(String(userId));
}

async function sessionUser(ctx: AppContext, userId: number) {
  return ctx.sessions.get(String(userId), async () => {
    const [user] = await sessionQuery(ctx.db).execute({ id: userId });
    return user;
  });
}

/** The user behind an access token, refused when the token is bad or the account changed since it was issued. */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<Actor & { expiresAt: number }> {
  const claims = await ctx.tokens.verifyAccess(token);
  const user = await sessionUser(ctx, claims.userId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) {
    throw new AppError('invalid_token', 'Your session is no longer valid. Please sign in again.');
  }
  return {
    id: user.id,
    role: user.role,
    username: user.username,
    isSuperuser: user.isSuperuser,
    expiresAt: claims.expiresAt,
  };
}

/**
 * A presented token must be valid, even on public routes: a stale token answers 401 so the client refreshes,
 * instead of silently showing an enrolled student the outsider's view.
 */
async function resolveActor(ctx: AppContext, request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { expiresAt: _expiresAt, ...actor } = await authenticateToken(ctx, token);
  return actor;
}

export function registerAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.auth === 'ignore') return;
    request.actor = await resolveActor(ctx, request);
  });
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor)
    throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
  return request.actor;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): Actor {
  const actor = requireActor(request);
  if (!roles.includes(actor.role)) throw new AppError('forbidden', "You don't have permission to do this.");
  return actor;
}
