import type { Role, SessionUser } from '@somo/contract/auth';

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
};

/** Full name when the user gave one, otherwise the username. */
export function displayName(user: Pick<SessionUser, 'first_name' | 'last_name' | 'username'>): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.username;
}
