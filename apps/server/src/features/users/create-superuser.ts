import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';

export type NewSuperuser = { username: string; email: string; password: string };

export async function createSuperuserAdmin(db: Db, admin: NewSuperuser) {
  const [created] = await db
    .insert(users)
    .values({
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      isSuperuser: true,
    })
    .returning({ id: users.id, username: users.username });
  return created;
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return !!row;
}

/** The first superuser from ADMIN_* variables; once any admin exists the variables are ignored. */
export async function ensureBootstrapAdmin(db: Db, admin: NewSuperuser | undefined) {
  if (!admin || (await adminExists(db))) return undefined;
  return createSuperuserAdmin(db, admin);
}
