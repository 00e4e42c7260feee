import type { Actor } from '../../lib/auth';
import { forbidden } from '../../lib/errors';

/** A student lists their own certificates; anyone may verify one by its id (no policy: the id is the key). */
export function assertStudent(actor: Actor) {
  if (actor.role !== 'student') forbidden('Only students have certificates.');
}

/** Only admins see every certificate, revoke one or issue it again. */
export function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') forbidden('Only administrators can do this.');
}
