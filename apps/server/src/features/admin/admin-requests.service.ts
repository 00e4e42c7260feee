import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminRequestItem } from '@somo/contract/admin';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { adminRequests, users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { NOTIFICATION_CHANNEL } from '../notifications/notifications.service';
import { assertAdmin } from './admin.policy';
import { requestApprovedMail, requestRejectedMail } from './admin-request-mails';
import { recordAudit } from './audit';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { userCreatedData } from '../webhooks/webhooks.payloads';

const decider = alias(users, 'decider');

export async function listAdminRequests({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ admin_requests: AdminRequestItem[] }> {
  assertAdmin(actor);
  const rows = await db
    .select({
      request: adminRequests,
      decidedBy: decider.username,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
    })
    .from(adminRequests)
    .leftJoin(decider, eq(decider.id, adminRequests.decidedBy))
    .orderBy(desc(adminRequests.requestedAt), desc(adminRequests.id));
  return {
    admin_requests: rows.map(({ request, decidedBy, deciderFirstName, deciderLastName }) => ({
      id: request.id,
      first_name: request.firstName,
      last_name: request.lastName,
      username: request.username,
      email: request.email,
      status: request.status,
      requested_at: request.requestedAt.toISOString(),
      approved_at: request.decidedAt?.toISOString() ?? null,
      approved_by: decidedBy,
      approved_by_name: decidedBy ? fullName(deciderFirstName ?? '', deciderLastName ?? '', decidedBy) : null,
      rejection_reason: request.rejectionReason,
    })),
  };
}

async function findPending(db: Db, requestId: number) {
  const [request] = await db.select().from(adminRequests).where(eq(adminRequests.id, requestId));
  if (!request) notFound('Admin request not found.');
  if (request.status !== 'pending')
    throw new AppError('conflict', `This request was already ${request.status}.`);
  return request;
}

/** Records the decision only while the request is still pending: of two admins deciding at once, one wins. */
async function decidePending(
  tx: Db,
  requestId: number,
  decision: Pick<typeof adminRequests.$inferInsert, 'status' | 'decidedAt' | 'decidedBy' | 'rejectionReason'>,
) {
  const [decided] = await tx
    .update(adminRequests)
    .set(decision)
    .where(and(eq(adminRequests.id, requestId), eq(adminRequests.status, 'pending')))
    .returning({ status: adminRequests.status });
  if (!decided) throw new AppError('conflict', 'This request was already decided.');
}

/**
 * The sign-in page as an absolute address for an e-mail: `siteUrl` is where the deciding admin opened the app
 * (see lib/public-url.ts); without it, PUBLIC_URL, and failing that the address the server listens on.
 */
function signInLink(ctx: AppContext, siteUrl: string | undefined): string {
  const base = siteUrl ?? ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  return `${base.replace(/\/+$/, '')}/login`;
}

/**
 * A decided request needs nobody's attention any more, so its bell notification is read for every admin, not
 * only for the one who decided. Only admins' unread rows are looked at, which their partial index covers.
 * Answers whose notifications changed.
 */
async function markRequestNotificationsRead(tx: Db, requestId: number): Promise<number[]> {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const changed = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        inArray(notifications.userId, admins),
        eq(notifications.isRead, false),
        eq(notifications.type, 'admin_request'),
        sql`${notifications.data} ->> 'request_id' = ${String(requestId)}`,
      ),
    )
    .returning({ userId: notifications.userId });
  const userIds = [...new Set(changed.map((row) => row.userId))];
  // Other processes and the admins' open tabs hear of it when the transaction commits.
  if (userIds.length > 0) {
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userIds.join(',')})`);
  }
  return userIds;
}

/** This process's cached bell pages go at once, without waiting for the database's signal. */
function forgetNotificationPages(ctx: AppContext, userIds: number[]) {
  for (const userId of userIds) ctx.notificationPages.forget(String(userId));
}

type Decision = { ctx: AppContext; actor: Actor; requestId: number };

/** Approval creates the administrator account with the password the applicant chose, and tells them. */
export async function approveAdminRequest({
  ctx,
  actor,
  requestId,
  siteUrl,
}: Decision & { siteUrl?: string }) {
  assertAdmin(actor);
  const request = await findPending(ctx.db, requestId);
  const [clash] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${request.username})`,
        sql`lower(${users.email}) = lower(${request.email})`,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('conflict', 'An account with this username or e-mail already exists.');
  const notified = await ctx.db.transaction(async (tx) => {
    await decidePending(tx, requestId, { status: 'approved', decidedAt: new Date(), decidedBy: actor.id });
    const [admin] = await tx
      .insert(users)
      .values({
        username: request.username,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash: request.passwordHash,
        languagePreference: request.languagePreference,
        role: 'admin',
      })
      .returning();
    if (admin) await emitWebhookEvent({ db: tx, type: 'user.created', data: userCreatedData(admin) });
    await recordAudit({
      db: tx,
      actor,
      action: 'admin_request.approved',
      targetType: 'admin_request',
      targetId: requestId,
      targetName: request.username,
    });
    return markRequestNotificationsRead(tx, requestId);
  });
  forgetNotificationPages(ctx, notified);
  await ctx.mailer.send(requestApprovedMail({ request, signInLink: signInLink(ctx, siteUrl) }));
  return { message: 'Admin request approved successfully!' };
}

export async function rejectAdminRequest({ ctx, actor, requestId, reason }: Decision & { reason: string }) {
  assertAdmin(actor);
  const request = await findPending(ctx.db, requestId);
  const notified = await ctx.db.transaction(async (tx) => {
    await decidePending(tx, requestId, {
      status: 'rejected',
      decidedAt: new Date(),
      decidedBy: actor.id,
      rejectionReason: reason,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'admin_request.rejected',
      targetType: 'admin_request',
      targetId: requestId,
      targetName: request.username,
      details: { reason },
    });
    return markRequestNotificationsRead(tx, requestId);
  });
  forgetNotificationPages(ctx, notified);
  await ctx.mailer.send(requestRejectedMail({ request, reason }));
  return { message: 'Admin request rejected successfully!' };
}
