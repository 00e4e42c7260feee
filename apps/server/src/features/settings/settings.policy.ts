import type { Actor } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { assertAdmin } from '../admin/admin.policy';

/** Admins read every setting; anyone else, signed in or not, only the public part. */
export function canReadAllSettings(actor: Actor | null): boolean {
  return actor?.role === 'admin';
}

export function assertCanChangeSettings(actor: Actor) {
  assertAdmin(actor);
}

/** The price limits are for the people who set prices. */
export function assertCanSetPrices(actor: Actor) {
  if (actor.role !== 'instructor' && actor.role !== 'admin') {
    forbidden('Only instructors and administrators set course prices.');
  }
}
