import { and, asc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import { AdminUserList, type AdminUser, type AdminUserQuery } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import { perDatabase, queryRows, type Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { refreshTokens, userCounts, users, userSearchText } from '../../db/schema/users';
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
import { noCache, type SignalCache } from '../../lib/signal-cache';

type UserRow = typeof users.$inferSelect;
type AdminInput = { db: Db; actor: Actor };
type UserTarget = AdminInput & { userId: number };

/** What the users list shows of each user. */
const listedColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  isSuperuser: users.isSuperuser,
  dateJoined: users.dateJoined,
};

function toAdminUser(user: Pick<UserRow, keyof typeof listedColumns>): AdminUser {
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

type UserFilters = Pick<AdminUserQuery, 'role' | 'status'>;
type Page = { limit: number; offset: number };

const roleOf = (filters: UserFilters) => (filters.role === 'all' ? undefined : filters.role);
const activeOf = (filters: UserFilters) =>
  !filters.status || filters.status === 'all' ? undefined : filters.status === 'active';

function roleAndStatus(filters: UserFilters): SQL | undefined {
  const role = roleOf(filters);
  const active = activeOf(filters);
  return and(
    role ? eq(users.role, role) : undefined,
    active === undefined ? undefined : eq(users.isActive, active),
  );
}

/** Username, e-mail, first or last name containing the search, case-insensitive (the trigram index of 0020). */
function searchFilter(search: string, filters: UserFilters): SQL | undefined {
  return and(ilike(sql`(${userSearchText(users)})`, containsPattern(search)), roleAndStatus(filters));
}

/**
 * How many users there are of the role and status asked for (everyone without filters), from the counts the
 * database keeps per role and status (migration 0020): no page counts every user. A column of each page's own
 * query, so a page takes one round trip.
 */
function countedUsers(filters: UserFilters = {}) {
  const role = roleOf(filters);
  const active = activeOf(filters);
  const which = and(
    role ? eq(userCounts.role, role) : undefined,
    active === undefined ? undefined : eq(userCounts.isActive, active),
  );
  return sql<number>`(select coalesce(sum(${userCounts.n}), 0)::int from ${userCounts} where ${which ?? sql`true`})`;
}

/** The counts alone, for a page past the end, whose rows cannot carry them. */
async function countUsers(db: Db, filters: UserFilters) {
  const [counts] = await queryRows<{ filtered: number; overall: number }>(
    db,
    sql`select ${countedUsers(filters)} as filtered, ${countedUsers()} as overall`,
  );
  return { filtered: counts?.filtered ?? 0, overall: counts?.overall ?? 0 };
}

// The users page as it first opens (no search, every role and status), built and planned once per database.
const firstPages = perDatabase((db) =>
  db
    .select({ ...listedColumns, overall: countedUsers() })
    .from(users)
    .orderBy(asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('admin_users_page'),
);

/** A page of users without a search, in id order, with their counts. */
async function pageOfUsers(db: Db, filters: UserFilters, page: Page) {
  const filtered = roleAndStatus(filters);
  const rows = filtered
    ? await db
        .select({ ...listedColumns, overall: countedUsers(), total: countedUsers(filters) })
        .from(users)
        .where(filtered)
        .orderBy(asc(users.id))
        .limit(page.limit)
        .offset(page.offset)
    : (await firstPages(db).execute(page)).map((row) => ({ ...row, total: row.overall }));
  const first = rows[0];
  if (first) return { rows, total: first.total, overall: first.overall };
  // Past the last page: nothing carried the counts.
  const counts = await countUsers(db, filters);
  return { rows, total: counts.filtered, overall: counts.overall };
}

/** The matches of a search, each row carrying how many were found and how many users there are in all. */
function matchesOf(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...listedColumns,
      found: sql<number>`count(*) over ()`.mapWith(Number).as('found'),
      overall: countedUsers().as('overall'),
    })
    .from(users)
    .where(where)
    .as('found_users');
}

/**
 * A search over every role and status, as the search box first asks it, built and planned once per database:
 * planning the search took longer than running it.
 */
const searchesOfEveryone = perDatabase((db) => {
  const found = matchesOf(db, ilike(sql`(${userSearchText(users)})`, sql.placeholder('pattern')));
  return db
    .select()
    .from(found)
    .orderBy(asc(found.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('admin_users_search');
});

/** A search narrowed by role or status, built per request: the combinations are many and seldom asked. */
async function filteredSearch(db: Db, where: SQL | undefined, page: Page) {
  const found = matchesOf(db, where);
  return db.select().from(found).orderBy(asc(found.id)).limit(page.limit).offset(page.offset);
}

/**
 * A page of the users a search finds, each carrying how many it found: the matches are gathered once through
 * the index and counted there, then sorted (the window keeps the planner from walking every user in id order).
 */
async function searchPage(db: Db, search: string, filters: UserFilters, page: Page) {
  const where = searchFilter(search, filters);
  const rows = roleAndStatus(filters)
    ? await filteredSearch(db, where, page)
    : await searchesOfEveryone(db).execute({ pattern: containsPattern(search), ...page });
  const first = rows[0];
  if (first) return { rows, total: first.found, overall: first.overall };
  // Past the last match (or none at all): the page says nothing, so count them.
  const [[matched], counts] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
    countUsers(db, filters),
  ]);
  return { rows, total: matched?.n ?? 0, overall: counts.overall };
}

async function readUsers(db: Db, query: AdminUserQuery): Promise<AdminUserList> {
  const page = { limit: query.limit ?? 100, offset: query.offset ?? 0 };
  const { rows, total, overall } = query.search
    ? await searchPage(db, query.search, query, page)
    : await pageOfUsers(db, query, page);
  return { users: rows.map(toAdminUser), total, overall_total: overall };
}

/**
 * Filtered and paged on the server, so tens of thousands of users stay quick to browse. Each page asked for is
 * kept as checked JSON text until a change to the users reaches what the pages show (migration 0022).
 */
export async function listUsers({
  db,
  actor,
  query,
  pages = noCache,
}: AdminInput & { query: AdminUserQuery; pages?: SignalCache | undefined }): Promise<string> {
  assertAdmin(actor);
  const { role, status, search, limit, offset } = query;
  return pages.get(JSON.stringify([role, status, search, limit, offset]), async () =>
    JSON.stringify(AdminUserList.parse(await readUsers(db, query))),
  );
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
