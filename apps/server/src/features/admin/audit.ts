import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import type { Actor } from '../../lib/auth';

export type AuditEntry = {
  action: string;
  targetType: 'user' | 'course' | 'settings' | 'admin_request' | 'payment';
  targetId?: number;
  targetName?: string;
  details?: Record<string, unknown>;
};

/** Who did what to what, and when; written in the same transaction as the action. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? '',
    details: entry.details ?? {},
  });
}
