import type { Role } from '@somo/contract/auth';
import { AppError } from '../../lib/errors';

/** Users edit only their own profile; the role is an admin decision, so an update may only repeat it. */
export function assertRoleUnchanged({ current, requested }: { current: Role; requested: Role | undefined }) {
  if (requested !== undefined && requested !== current) {
    throw new AppError('forbidden', 'You cannot change your own role.', {
      role: 'You cannot change your own role.',
    });
  }
}
