import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@somo/contract/auth';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/passwords';
import { call } from './test-app';

let counter = 0;
const DEFAULT_PASSWORD = 'password123';
let defaultHash: Promise<string> | undefined;

export type BuiltUser = typeof users.$inferSelect & { password: string };

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string } = {},
): Promise<BuiltUser> {
  counter += 1;
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      username: `user${counter}`,
      email: `user${counter}@example.com`,
      firstName: 'Test',
      lastName: `User${counter}`,
      role: 'student',
      passwordHash,
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

export async function signIn(app: FastifyInstance, user: { username: string; password: string }) {
  const response = await call(app, 'POST', '/api/auth/login/', {
    body: { username: user.username, password: user.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return response.body.tokens as { access: string; refresh: string };
}

export async function setActive(db: Db, userId: number, isActive: boolean) {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
}
