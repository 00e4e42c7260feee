import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserList, AdminUserQuery } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { refreshTokens, users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { removeThumbnail } from '../instructor/course-thumbnail';
import { listFilesOfInstructor } from '../lesson-files/lesson-files.queries';
import { removeStoredFiles } from '../lesson-files/stored-files';
import { createResetLink, passwordResetMail, resetLinkUrl } from '../auth/passwords.service';
import { assertAdmin, assertCanChangeUser } from './admin.policy';
import { recordAudit } from './audit';
import { containsPattern } from '../../lib/sql';

type UserRow = typeof users.$inferSelect;
type AdminInput = { db: Db; actor: Actor };
type UserTarget = AdminInput & { userId: number };

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    role: user.role,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    date_joined: user.dateJoined.toISOString(),
  };
}

function userFilter(query: AdminUserQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      ),
    );
  }
  if (query.role && query.role !== 'all') conditions.push(eq(users.role, query.role));
  if (query.status && query.status !== 'all') conditions.push(eq(users.isActive, query.status === 'active'));
  return and(...conditions);
}

/** Filtered and paged on the server, so tens of thousands of users stay quick to browse. */
export async function listUsers({
  db,
  actor,
  query,
}: AdminInput & { query: AdminUserQuery }): Promise<AdminUserList> {
  assertAdmin(actor);
  const where = userFilter(query);
  const [rows, [filtered], [overall]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.limit ?? 100)
      .offset(query.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
    db.select({ n: sql<number>`count(*)::int` }).from(users),
  ]);
  return { users: rows.map(toAdminUser), total: filtered?.n ?? 0, overall_total: overall?.n ?? 0 };
}

async function findTarget(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? notFound('User not found.');
}

/** Bumping the token version ends every live session of the user at once; refresh tokens are revoked too. */
async function endSessions(db: Db, userId: number) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, userId));
}

/** The role comes first: someone who is not an admin learns nothing about which users exist. */
export async function changeUserRole({ db, actor, userId, role }: UserTarget & { role: Role }) {
  assertAdmin(actor);
  const target = await findTarget(db, userId);
  assertCanChangeUser({ actor, target });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    if (role !== target.role) await endSessions(tx, userId);
    await recordAudit({
      db: tx,
      actor,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: userId,
      targetName: target.username,
      details: { from: target.role, to: role },
    });
  });
  return { message: 'User role updated successfully', user: toAdminUser({ ...target, role }) };
}

export async function changeUserStatus({ db, actor, userId, isActive }: UserTarget & { isActive: boolean }) {
  assertAdmin(actor);
  const target = await findTarget(db, userId);
  assertCanChangeUser({ actor, target });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive }).where(eq(users.id, userId));
    if (!isActive) await endSessions(tx, userId);
    await recordAudit({
      db: tx,
      actor,
      action: isActive ? 'user.activated' : 'user.deactivated',
      targetType: 'user',
      targetId: userId,
      targetName: target.username,
    });
  });
  return {
    message: isActive ? 'User activated successfully' : 'User deactivated successfully',
    user: toAdminUser({ ...target, isActive }),
  };
}

/**
 * One transaction removes the account and, through the foreign keys, everything the dialog lists: an
 * instructor's courses with their lessons, assessments and enrolments; a student's enrolments, submissions and
 * progress. Payment rows stay, with the user's name, for the books. The courses' stored files (lesson files,
 * thumbnails) leave storage once that has committed.
 */
export async function deleteUser({ db, storage, actor, userId }: UserTarget & { storage: Storage }) {
  assertAdmin(actor);
  const target = await findTarget(db, userId);
  assertCanChangeUser({ actor, target });
  const files = await db.transaction(async (tx) => {
    const [lessonFiles, thumbnails] = await Promise.all([
      listFilesOfInstructor(tx, userId),
      tx
        .select({ thumbnail: courses.thumbnail })
        .from(courses)
        .where(and(eq(courses.instructorId, userId), isNotNull(courses.thumbnail))),
    ]);
    await recordAudit({
      db: tx,
      actor,
      action: 'user.deleted',
      targetType: 'user',
      targetId: userId,
      targetName: target.username,
      details: { role: target.role },
    });
    await tx.delete(users).where(eq(users.id, userId));
    return { lessonFiles, thumbnails: thumbnails.flatMap((row) => (row.thumbnail ? [row.thumbnail] : [])) };
  });
  await removeStoredFiles(storage, files.lessonFiles);
  await Promise.allSettled(files.thumbnails.map((thumbnail) => removeThumbnail(storage, thumbnail)));
  return { message: `User ${target.username} and all associated data deleted successfully` };
}

/**
 * Sends the user the same e-mail as 'Forgot password?', for someone who cannot reach the form (or asks the school
 * for help). Their password and sessions stay as they are until they use the link.
 */
export async function sendPasswordResetLink({
  ctx,
  actor,
  userId,
  baseUrl,
}: {
  ctx: AppContext;
  actor: Actor;
  userId: number;
  baseUrl: string;
}) {
  assertAdmin(actor);
  const target = await findTarget(ctx.db, userId);
  assertCanChangeUser({ actor, target });
  const token = await ctx.db.transaction(async (tx) => {
    const created = await createResetLink({ db: tx, userId });
    await recordAudit({
      db: tx,
      actor,
      action: 'user.password_reset_sent',
      targetType: 'user',
      targetId: userId,
      targetName: target.username,
    });
    return created;
  });
  const link = resetLinkUrl({ baseUrl, token });
  ctx.mailer.sendLater(async () => passwordResetMail({ user: target, link, sentByAdmin: true }));
  return { message: `A password reset link has been sent to ${target.email}.` };
}
