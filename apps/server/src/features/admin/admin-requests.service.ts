import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { AdminRequestItem } from '@somo/contract/admin';
import type { Db } from '../../db/client';
import { adminRequests, users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { assertAdmin } from './admin.policy';
import { recordAudit } from './audit';

const decider = alias(users, 'decider');

export async function listAdminRequests(
  db: Db,
  actor: Actor,
): Promise<{ admin_requests: AdminRequestItem[] }> {
  assertAdmin(actor);
  const rows = await db
    .select({ request: adminRequests, decidedBy: decider.username })
    .from(adminRequests)
    .leftJoin(decider, eq(decider.id, adminRequests.decidedBy))
    .orderBy(desc(adminRequests.requestedAt), desc(adminRequests.id));
  return {
    admin_requests: rows.map(({ request, decidedBy }) => ({
      id: request.id,
      first_name: request.firstName,
      last_name: request.lastName,
      username: request.username,
      email: request.email,
      status: request.status,
      requested_at: request.requestedAt.toISOString(),
      approved_at: request.decidedAt?.toISOString() ?? null,
      approved_by: decidedBy,
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

/** Approval creates the administrator account with the password the applicant chose, and tells them. */
export async function approveAdminRequest(ctx: AppContext, actor: Actor, requestId: number) {
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
  await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: request.username,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      passwordHash: request.passwordHash,
      role: 'admin',
    });
    await tx
      .update(adminRequests)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: actor.id })
      .where(eq(adminRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: 'admin_request.approved',
      targetType: 'admin_request',
      targetId: requestId,
      targetName: request.username,
    });
  });
  await ctx.mailer.send({
    to: request.email,
    subject: 'Your Somo administrator account is ready',
    text: `Hello ${request.firstName || request.username},\n\nYour request for an administrator account was approved. You can now sign in as "${request.username}" with the password you chose.\n\nSomo`,
  });
  return { message: 'Admin request approved successfully!' };
}

export async function rejectAdminRequest(ctx: AppContext, actor: Actor, requestId: number, reason: string) {
  assertAdmin(actor);
  const request = await findPending(ctx.db, requestId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(adminRequests)
      .set({ status: 'rejected', decidedAt: new Date(), decidedBy: actor.id, rejectionReason: reason })
      .where(eq(adminRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: 'admin_request.rejected',
      targetType: 'admin_request',
      targetId: requestId,
      targetName: request.username,
      details: { reason },
    });
  });
  await ctx.mailer.send({
    to: request.email,
    subject: 'Your Somo administrator account request',
    text: `Hello ${request.firstName || request.username},\n\nYour request for an administrator account was not approved.\nReason: ${reason}\n\nSomo`,
  });
  return { message: 'Admin request rejected successfully!' };
}
