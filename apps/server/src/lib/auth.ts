import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { perDatabase } from '../db/client';
import type { Role } from '@somo/contract/auth';
import { refreshTokens, users } from '../db/schema/users';
import type { AppContext } from './context';
import { AppError } from './errors';
import { createSignalCache } from './signal-cache';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

export type Actor = { id: number; role: Role; username: string; isSuperuser: boolean };

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * 'ignore': the Authorization header is not checked before the handler runs; the route reads it itself, if
     * at all (sign-in, refresh, logout, the notification stream).
     */
    auth?: 'ignore';
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    throw new AppError('invalid_token', 'Authorization header must be "Bearer <token>".');
  }
  return token;
}

/**
 * Access tokens of a signed-out session live at most ACCESS_TOKEN_TTL_SECONDS after it ended, so older endings
 * need not be loaded; the extra minute covers clock differences between the servers and the database.
 */
const ENDED_SESSIONS_WINDOW = sql.raw(`interval '${ACCESS_TOKEN_TTL_SECONDS + 60} seconds'`);

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
      // The refresh-token families (sessions) revoked recently: sign-out, a reused refresh token, an admin.
      endedSessions: sql<string[]>`array(
        select distinct ${refreshTokens.familyId} from ${refreshTokens}
        where ${refreshTokens.userId} = ${sql.placeholder('id')}
          and ${refreshTokens.revokedAt} > now() - ${ENDED_SESSIONS_WINDOW})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user'),
);

/**
 * The channel signalled with a user's id when their session facts change: by the users trigger of migration 0009
 * and, when a session is signed out or revoked, by the refresh_tokens trigger of migration 0010.
 */
export const SESSION_CHANNEL = 'somo_session';

const MAX_CACHED_SESSIONS = 50_000;

/**
 * Every signed-in request needs the user's role, status, token version and ended sessions. They are kept per user
 * until the database signals a change to that user (and a minute at most), so revocation still reaches every
 * process at once (docs/decisions/0007).
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

/**
 * The user behind an access token, refused when the token is bad, its session was signed out or revoked, or the
 * account changed since it was issued.
 */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<Actor & { expiresAt: number }> {
  const claims = await ctx.tokens.verifyAccess(token);
  const user = await sessionUser(ctx, claims.userId);
  if (
    !user ||
    !user.isActive ||
    user.tokenVersion !== claims.tokenVersion ||
    user.endedSessions.includes(claims.sessionId)
  ) {
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

/**
 * The session of the access token the request carries, if it is a good one. For sign-out, which must work
 * without one (or with one that has just expired), so nothing here is refused.
 */
export async function presentedSession(ctx: AppContext, request: FastifyRequest) {
  try {
    const token = bearerToken(request);
    if (!token) return undefined;
    const { userId, sessionId } = await ctx.tokens.verifyAccess(token);
    return { userId, sessionId };
  } catch {
    return undefined;
  }
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
