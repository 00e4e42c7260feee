import type { Actor } from '../../lib/auth';
import { forbidden } from '../../lib/errors';

export function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') forbidden('Only administrators can do this.');
}

/** Superusers are untouchable, and no admin changes or deletes their own account. */
export function assertCanChangeUser({
  actor,
  target,
}: {
  actor: Actor;
  target: { id: number; isSuperuser: boolean };
}) {
  assertAdmin(actor);
  if (target.isSuperuser) forbidden('Superuser accounts cannot be changed or deleted.');
  if (target.id === actor.id) forbidden('You cannot change or delete your own account.');
}
