import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import type { Actor } from '../../lib/auth';

export type AuditEntry = {
  action: string;
  targetType: 'user' | 'course' | 'settings' | 'admin_request' | 'payment' | 'certificate';
  targetId?: number;
  targetName?: string;
  details?: Record<string, unknown>;
};

/** Who did what to what, and when; written in the same transaction as the action. */
export async function recordAudit({
  db,
  actor,
  action,
  targetType,
  targetId,
  targetName,
  details,
}: { db: Db; actor: Actor } & AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action,
    targetType,
    targetId: targetId ?? null,
    targetName: targetName ?? '',
    details: details ?? {},
  });
}
