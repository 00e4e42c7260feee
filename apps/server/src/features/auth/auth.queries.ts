import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRequests, passwordResetTokens, refreshTokens, users } from '../../db/schema/users';

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
};

export async function findUserByLogin(db: Db, login: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return user;
}

/** Which of the username and e-mail are already used by an account or a pending admin request. */
export async function findTakenIdentity(db: Db, username: string, email: string) {
  const sameUsername = (column: typeof users.username | typeof adminRequests.username) =>
    sql`lower(${column}) = lower(${username})`;
  const sameEmail = (column: typeof users.email | typeof adminRequests.email) =>
    sql`lower(${column}) = lower(${email})`;
  const accounts = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sameUsername(users.username), sameEmail(users.email)));
  const requests = await db
    .select({ username: adminRequests.username, email: adminRequests.email })
    .from(adminRequests)
    .where(
      and(
        eq(adminRequests.status, 'pending'),
        or(sameUsername(adminRequests.username), sameEmail(adminRequests.email)),
      ),
    );
  const taken = [...accounts, ...requests];
  return {
    username: taken.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: taken.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function revokeTokenFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Two people may ask one after the other under the same name; the open request, then the latest, is theirs. */
export async function findAdminRequestByLogin(db: Db, login: string) {
  const [request] = await db
    .select()
    .from(adminRequests)
    .where(
      or(
        sql`lower(${adminRequests.username}) = lower(${login})`,
        sql`lower(${adminRequests.email}) = lower(${login})`,
      ),
    )
    .orderBy(desc(sql`${adminRequests.status} = 'pending'`), desc(adminRequests.requestedAt))
    .limit(1);
  return request;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

/**
 * Ends every session of the user but `keepSessionId` (the one asking, on Change password). Revoking a session's
 * live refresh tokens is enough: its access tokens are refused from then on (lib/auth.ts).
 */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
        keepSessionId === undefined ? undefined : ne(refreshTokens.familyId, keepSessionId),
      ),
    );
}

/** Spends the user's reset links that are still open, so only the newest (or none) can be used. */
export async function closeResetLinks(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`least(${passwordResetTokens.expiresAt}, now())` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    );
}

const openResetLink = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    sql`${passwordResetTokens.expiresAt} > now()`,
  );

export async function findOpenResetLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(openResetLink(tokenHash));
  return row;
}

/**
 * Spends a reset link in one statement: of two requests racing with the same token only one gets the user back.
 * A used, expired or unknown token gets nothing.
 */
export async function spendResetLink(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(openResetLink(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}
