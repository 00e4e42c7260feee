import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRequests, refreshTokens, users } from '../../db/schema/users';

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
