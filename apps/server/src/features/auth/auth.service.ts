import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  AuthProfile,
  DemoInfo,
  LoginResponse,
  RegisterBody,
  RefreshResponse,
  RegisterResponse,
  SessionUser,
  TokenPair,
} from '@somo/contract/auth';
import type { Db } from '../../db/client';
import { adminRequests, refreshTokens, users } from '../../db/schema/users';
import { forgetSession } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from '../../lib/tokens';
import { fullName } from '../courses/courses.presenter';
import { notifyAdmins } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import { getSettings } from '../settings/settings.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-accounts';
import {
  findAdminRequestByLogin,
  findRefreshToken,
  findTakenIdentity,
  findUserByLogin,
  revokeTokenFamily,
} from './auth.queries';
import { assertPasswordAllowed } from './passwords.service';
import { enforceRateLimit } from '../../lib/rate-limit';
import { isUniqueViolation } from '../../lib/sql';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { userCreatedData } from '../webhooks/webhooks.payloads';

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
    sessionId: familyId,
  });
  return { tokens: { access, refresh } satisfies TokenPair, refreshTokenId: row?.id };
}

function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    language_preference: user.languagePreference,
    timezone: user.timezone,
  };
}

const LOGIN_LIMITED = 'Too many failed sign-in attempts. Please wait a minute and try again.';

type LoginLimitKeys = { address: string; account: string };

/**
 * The username and the e-mail name one account, so both count against its id; a name without an account
 * is counted under its normalised form, so guessing unknown names is limited too.
 */
function loginLimitKeys(ip: string, login: string, user: User | undefined): LoginLimitKeys {
  const account = user ? `user:${user.id}` : `name:${login.trim().toLowerCase()}`;
  return { address: `login:address:${ip}`, account: `login:account:${ip}:${account}` };
}

/**
 * Counts the attempt before its password is checked, so that tries sent in parallel cannot all pass a limit
 * that has not yet seen any of them finish.
 */
async function countLoginAttempt(ctx: AppContext, keys: LoginLimitKeys) {
  const { loginFailures, loginFailuresPerAddress } = ctx.config.rateLimits;
  await enforceRateLimit(ctx, keys.address, loginFailuresPerAddress, LOGIN_LIMITED);
  await enforceRateLimit(ctx, keys.account, loginFailures, LOGIN_LIMITED);
}

/** A successful sign-in was no failure: it clears the account's count and gives back its address slot. */
async function forgetLoginAttempt(ctx: AppContext, keys: LoginLimitKeys) {
  if (!ctx.config.rateLimits.enabled) return;
  await ctx.limiter.release(keys.address);
  await ctx.limiter.reset(keys.account);
}

/**
 * No account has this name: it may belong to an administrator request. Whoever gives that request's password
 * learns where it stands; anyone else gets the same answer as for an unknown name, after the same password work.
 */
async function refuseAdminApplicant(ctx: AppContext, login: string, password: string): Promise<never> {
  const request = await findAdminRequestByLogin(ctx.db, login);
  const passwordMatches = request
    ? await verifyPassword(request.passwordHash, password)
    : await burnPasswordCheck(password);
  if (request && passwordMatches && request.status === 'pending') {
    throw new AppError(
      'admin_request_pending',
      'Your administrator account request is awaiting approval. You will receive an e-mail once it has been approved.',
    );
  }
  if (request && passwordMatches && request.status === 'rejected') {
    const reason = request.rejectionReason ? ` Reason: ${request.rejectionReason}` : '';
    throw new AppError(
      'admin_request_rejected',
      `Your administrator account request was not approved.${reason}`,
    );
  }
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
  const user = await findUserByLogin(ctx.db, login);
  const limitKeys = loginLimitKeys(ip, login, user);
  await countLoginAttempt(ctx, limitKeys);
  if (!user) return refuseAdminApplicant(ctx, login, password);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
  }
  if (!user.isActive) {
    throw new AppError(
      'account_inactive',
      'This account has been deactivated. Please contact an administrator.',
    );
  }
  await forgetLoginAttempt(ctx, limitKeys);
  const { tokens } = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return issueTokens(ctx, tx, user);
  });
  return { user: toSessionUser(user), tokens };
}

type RefreshOutcome =
  { ok: true; answer: RefreshResponse } | { ok: false; code: 'invalid_token' | 'refresh_token_reused' };

/**
 * Rotation: every refresh spends the token and hands out a new one of the same family, with the user as they are
 * now. A spent token coming back means it was copied, so the whole family is revoked and every holder must sign
 * in again.
 */
export async function refreshSession({
  ctx,
  refresh,
}: {
  ctx: AppContext;
  refresh: string;
}): Promise<RefreshResponse> {
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
    return { ok: true, answer: { ...tokens, user: toSessionUser(user) } };
  });
  if (!outcome.ok) throw new AppError(outcome.code, INVALID_REFRESH);
  return outcome.answer;
}

/**
 * Ends the session of the refresh token, and that of the access token when the client sends one, and nothing
 * else: the user's other devices stay signed in. The revocation signals every process (migration 0010); this one
 * forgets the user at once, so the access token is refused from the very next request.
 */
export async function logoutSession({
  ctx,
  refresh,
  access,
}: {
  ctx: AppContext;
  refresh: string;
  access?: { userId: number; sessionId: string };
}) {
  const signedOut = await ctx.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, hashRefreshToken(refresh));
    if (row) await revokeTokenFamily(tx, row.familyId);
    if (access) await revokeTokenFamily(tx, access.sessionId);
    return [row?.userId, access?.userId];
  });
  for (const userId of new Set(signedOut)) if (userId !== undefined) forgetSession(ctx, userId);
  return { message: 'Signed out.' };
}

async function assertRegistrationOpen(db: Db, role: 'student' | 'instructor') {
  const { platform_settings: platform } = await getSettings({ db });
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
  await assertPasswordAllowed({ password: body.password });
  const passwordHash = await hashPassword(body.password);
  const person = {
    username: body.username,
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    languagePreference: body.language_preference,
    passwordHash,
  };
  try {
    if (body.role === 'admin') {
      await ctx.db.transaction(async (tx) => {
        const [request] = await tx.insert(adminRequests).values(person).returning({ id: adminRequests.id });
        await notifyAdmins({
          db: tx,
          notification: {
            type: 'admin_request',
            ...worded('admin_request', {
              name: fullName(body.first_name ?? '', body.last_name ?? '', body.username),
            }),
            data: { url: '/admin/requests', request_id: request?.id },
          },
        });
      });
      return {
        message:
          'Your administrator account request has been submitted. You will receive an email once it has been approved.',
        user: { username: body.username },
        pending_approval: true,
      };
    }
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...person, role: body.role })
        .returning();
      if (user) await emitWebhookEvent({ db: tx, type: 'user.created', data: userCreatedData(user) });
    });
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

export async function getAuthProfile({ db, userId }: { db: Db; userId: number }): Promise<AuthProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('invalid_token', 'Your session is no longer valid. Please sign in again.');
  return {
    ...toSessionUser(user),
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
  };
}

export function getDemoInfo({ ctx }: { ctx: AppContext }): DemoInfo {
  if (!ctx.config.demo) return { enabled: false, password: null, accounts: [] };
  return {
    enabled: true,
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.map(({ role, username }) => ({ role, username })),
  };
}
