import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  AuthProfile,
  DemoInfo,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  TokenPair,
} from '@somo/contract/auth';
import type { Db } from '../../db/client';
import { adminRequests, refreshTokens, users } from '../../db/schema/users';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from '../../lib/tokens';
import { notifyAdmins } from '../notifications/notifications.service';
import { getSettings } from '../settings/settings.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-accounts';
import { findRefreshToken, findTakenIdentity, findUserByLogin, revokeTokenFamily } from './auth.queries';
import { isUniqueViolation } from '../../lib/sql';

type User = typeof users.$inferSelect;

const INVALID_CREDENTIALS = 'Invalid username or password';
const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

async function issueTokens(ctx: AppContext, db: Db, user: User, familyId: string = randomUUID()) {
  const refresh = newRefreshToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  const access = await ctx.tokens.signAccess({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { tokens: { access, refresh } satisfies TokenPair, refreshTokenId: row?.id };
}

function toSessionUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
  };
}

function loginLimitKey(ip: string, login: string) {
  return `login:${ip}:${login.toLowerCase()}`;
}

async function assertLoginAllowed(ctx: AppContext, key: string) {
  const { enabled, loginFailures } = ctx.config.rateLimits;
  if (!enabled || (await ctx.limiter.peek(key)) < loginFailures.max) return;
  throw new AppError(
    'rate_limited',
    'Too many failed sign-in attempts. Please wait a minute and try again.',
    undefined,
    { 'retry-after': String(Math.ceil(loginFailures.windowMs / 1000)) },
  );
}

async function recordLoginFailure(ctx: AppContext, key: string): Promise<never> {
  if (ctx.config.rateLimits.enabled) await ctx.limiter.hit(key, ctx.config.rateLimits.loginFailures);
  throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
}

export async function loginUser({
  ctx,
  login,
  password,
  ip,
}: {
  ctx: AppContext;
  login: string;
  password: string;
  ip: string;
}): Promise<LoginResponse> {
  const limitKey = loginLimitKey(ip, login);
  await assertLoginAllowed(ctx, limitKey);
  const user = await findUserByLogin(ctx.db, login);
  if (!user) {
    await burnPasswordCheck(password);
    return recordLoginFailure(ctx, limitKey);
  }
  if (!(await verifyPassword(user.passwordHash, password))) return recordLoginFailure(ctx, limitKey);
  if (!user.isActive) {
    throw new AppError(
      'account_inactive',
      'This account has been deactivated. Please contact an administrator.',
    );
  }
  await ctx.limiter.reset(limitKey);
  const { tokens } = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return issueTokens(ctx, tx, user);
  });
  return { user: toSessionUser(user), tokens };
}

type RefreshOutcome =
  { ok: true; tokens: TokenPair } | { ok: false; code: 'invalid_token' | 'refresh_token_reused' };

/**
 * Rotation: every refresh spends the token and hands out a new one of the same family. A spent token coming
 * back means it was copied, so the whole family is revoked and every holder must sign in again.
 */
export async function refreshSession({
  ctx,
  refresh,
}: {
  ctx: AppContext;
  refresh: string;
}): Promise<TokenPair> {
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(tx, hashRefreshToken(refresh));
    if (!row) return { ok: false, code: 'invalid_token' };
    if (row.revokedAt || row.replacedById) {
      await revokeTokenFamily(tx, row.familyId);
      return { ok: false, code: 'refresh_token_reused' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, code: 'invalid_token' };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user?.isActive) {
      await revokeTokenFamily(tx, row.familyId);
      return { ok: false, code: 'invalid_token' };
    }
    const { tokens, refreshTokenId } = await issueTokens(ctx, tx, user, row.familyId);
    await tx
      .update(refreshTokens)
      .set({ replacedById: refreshTokenId ?? null })
      .where(eq(refreshTokens.id, row.id));
    return { ok: true, tokens };
  });
  if (!outcome.ok) throw new AppError(outcome.code, INVALID_REFRESH);
  return outcome.tokens;
}

export async function logoutSession({ ctx, refresh }: { ctx: AppContext; refresh: string }) {
  await ctx.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, hashRefreshToken(refresh));
    if (row) await revokeTokenFamily(tx, row.familyId);
  });
  return { message: 'Signed out.' };
}

async function assertRegistrationOpen(db: Db, role: 'student' | 'instructor') {
  const { platform_settings: platform } = await getSettings(db);
  const open =
    role === 'student' ? platform.allow_student_registration : platform.allow_instructor_registration;
  if (!open) {
    throw new AppError('registration_closed', `Registration of new ${role} accounts is currently closed.`);
  }
}

async function assertIdentityFree(db: Db, username: string, email: string) {
  const taken = await findTakenIdentity(db, username, email);
  if (taken.username) {
    throw new AppError('username_taken', 'A user with that username already exists.', {
      username: 'A user with that username already exists.',
    });
  }
  if (taken.email) {
    throw new AppError('email_taken', 'A user with that email already exists.', {
      email: 'A user with that email already exists.',
    });
  }
}

export async function registerAccount({
  ctx,
  body,
}: {
  ctx: AppContext;
  body: Required<Omit<RegisterBody, 'password_confirm'>>;
}): Promise<RegisterResponse> {
  if (body.role !== 'admin') await assertRegistrationOpen(ctx.db, body.role);
  await assertIdentityFree(ctx.db, body.username, body.email);
  const passwordHash = await hashPassword(body.password);
  const person = {
    username: body.username,
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    passwordHash,
  };
  try {
    if (body.role === 'admin') {
      await ctx.db.transaction(async (tx) => {
        const [request] = await tx.insert(adminRequests).values(person).returning({ id: adminRequests.id });
        await notifyAdmins(tx, {
          type: 'admin_request',
          title: 'New admin request',
          message: `${body.username} asked for an administrator account.`,
          data: { url: '/admin/requests', request_id: request?.id },
        });
      });
      return {
        message:
          'Your administrator account request has been submitted. You will receive an email once it has been approved.',
        user: { username: body.username },
        pending_approval: true,
      };
    }
    await ctx.db.insert(users).values({ ...person, role: body.role });
  } catch (error) {
    if (isUniqueViolation(error)) await assertIdentityFree(ctx.db, body.username, body.email);
    throw error;
  }
  return {
    message: 'Registration successful! You can now sign in.',
    user: { username: body.username },
    pending_approval: false,
  };
}

export async function getAuthProfile(db: Db, userId: number): Promise<AuthProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('invalid_token', 'Your session is no longer valid. Please sign in again.');
  return {
    ...toSessionUser(user),
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
  };
}

export function getDemoInfo(ctx: AppContext): DemoInfo {
  if (!ctx.config.demo) return { enabled: false, password: null, accounts: [] };
  return {
    enabled: true,
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.map(({ role, username }) => ({ role, username })),
  };
}
