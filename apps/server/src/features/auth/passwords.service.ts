import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '@somo/contract/auth';
import type { MessageResponse } from '@somo/contract/errors';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/users';
import { forgetSession, type Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { mailTexts } from '../../lib/i18n/mail-texts';
import { addressOf, greetingName, type Mail, type MailPerson } from '../../lib/mailer';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimit } from '../../lib/rate-limit';
import {
  closeResetLinks,
  findOpenResetLink,
  findUserByEmail,
  revokeUserSessions,
  spendResetLink,
} from './auth.queries';

/** How long a reset link works, as the e-mail tells the reader. */
export const RESET_LINK_MINUTES = 30;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please ask for a new one.';
const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';
const RESET_LINK_LIFETIME = sql.raw(`interval '${RESET_LINK_MINUTES} minutes'`);

type User = typeof users.$inferSelect;

/** The server's part of the password rules; the length and confirmation are checked by the contract. */
export async function assertPasswordAllowed({ password }: { password: string }) {
  if (await isCommonPassword(password)) {
    throw new AppError('validation_error', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
}

/** Only the hash is stored, so the links in a copy of the database open nothing. */
function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new reset link for the user; the older ones stop working. Answers the token for the e-mail. Call it inside a
 * transaction: the old links close and the new one opens together.
 */
export async function createResetLink({ db, userId }: { db: Db; userId: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await closeResetLinks(db, userId);
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    // The database's clock, the same one that judges the link when it is used.
    expiresAt: sql`now() + ${RESET_LINK_LIFETIME}`,
  });
  return token;
}

export function resetLinkUrl({ baseUrl, token }: { baseUrl: string; token: string }): string {
  return `${baseUrl}/reset-password?${new URLSearchParams({ token }).toString()}`;
}

/** The one e-mail behind 'Forgot password?' and an administrator's 'Send password reset link', in the user's language. */
export function passwordResetMail({
  user,
  link,
  sentByAdmin,
}: {
  user: MailPerson & Pick<User, 'languagePreference'>;
  link: string;
  sentByAdmin: boolean;
}): Mail {
  const texts = mailTexts(user.languagePreference);
  const reset = texts.passwordReset;
  const details = { username: user.username, minutes: RESET_LINK_MINUTES };
  return {
    to: addressOf(user),
    subject: reset.subject,
    text: [
      texts.greeting(greetingName(user)),
      '',
      sentByAdmin ? reset.sentByAdmin(details) : reset.askedByReader(details),
      '',
      link,
      '',
      reset.worksOnce,
      '',
      texts.signature,
    ].join('\n'),
  };
}

/**
 * 'Forgot password?'. The answer is the same whether or not an account has the address, and comes as quickly:
 * looking the account up, making the link and sending it all happen after the answer has gone.
 */
export async function requestPasswordReset({
  ctx,
  email,
  baseUrl,
  ip,
}: {
  ctx: AppContext;
  email: string;
  baseUrl: string;
  ip: string;
}): Promise<MessageResponse> {
  const { passwordReset, passwordResetPerEmail } = ctx.config.rateLimits;
  await enforceRateLimit(ctx, `password-forgot:address:${ip}`, passwordReset);
  // Counted for every address asked about, so the limit itself tells nothing about which accounts exist.
  await enforceRateLimit(ctx, `password-forgot:email:${email.toLowerCase()}`, passwordResetPerEmail);
  ctx.mailer.sendLater(async () => {
    const user = await findUserByEmail(ctx.db, email);
    // A deactivated account could not sign in with a new password either.
    if (!user?.isActive) return undefined;
    const token = await ctx.db.transaction((tx) => createResetLink({ db: tx, userId: user.id }));
    return passwordResetMail({ user, link: resetLinkUrl({ baseUrl, token }), sentByAdmin: false });
  });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

function invalidResetLink(): never {
  throw new AppError('validation_error', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
}

/** Sets the password chosen through a reset link, spends the link and ends every session of the account. */
export async function resetPassword({
  ctx,
  token,
  password,
  ip,
}: {
  ctx: AppContext;
  token: string;
  password: string;
  ip: string;
}): Promise<MessageResponse> {
  await enforceRateLimit(ctx, `password-reset:address:${ip}`, ctx.config.rateLimits.passwordReset);
  const tokenHash = hashResetToken(token);
  // A dead link is said first, so nobody picks a good password only to learn the link had expired.
  if (!(await findOpenResetLink(ctx.db, tokenHash))) invalidResetLink();
  await assertPasswordAllowed({ password });
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    // Spent and checked in one statement: of two requests racing with one link, only one gets here.
    const link = await spendResetLink(tx, tokenHash);
    if (!link) return undefined;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await closeResetLinks(tx, link.userId);
    await revokeUserSessions(tx, link.userId);
    return link.userId;
  });
  if (userId === undefined) invalidResetLink();
  forgetSession(ctx, userId);
  return { message: 'Your password has been reset. You can now sign in with your new password.' };
}

/**
 * Change password from the profile: the current password proves it is the account's owner and not someone at
 * an unlocked screen. This device stays signed in; every other session ends, and open reset links close.
 */
export async function changePassword({
  ctx,
  actor,
  sessionId,
  currentPassword,
  password,
}: {
  ctx: AppContext;
  actor: Actor;
  sessionId: string | undefined;
  currentPassword: string;
  password: string;
}): Promise<MessageResponse> {
  await enforceRateLimit(ctx, `password-change:user:${actor.id}`, ctx.config.rateLimits.passwordChange);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('invalid_token', 'Your session is no longer valid. Please sign in again.');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('validation_error', CURRENT_PASSWORD_WRONG, {
      current_password: CURRENT_PASSWORD_WRONG,
    });
  }
  await assertPasswordAllowed({ password });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await closeResetLinks(tx, user.id);
    await revokeUserSessions(tx, user.id, sessionId);
  });
  forgetSession(ctx, user.id);
  return { message: 'Your password has been changed. You have been signed out on your other devices.' };
}
