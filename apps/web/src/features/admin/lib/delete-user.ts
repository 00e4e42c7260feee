import type { Role } from '@somo/contract/auth';

/** What deleting an account removes, as the 'Delete User' dialog lists it (spec 02 §2). */
export function removedWithUser(role: Role): string[] {
  const always = ['User account and profile'];
  if (role === 'instructor') {
    return [
      ...always,
      'All their courses',
      'All lessons and assessments',
      'Student enrollments in their courses',
    ];
  }
  if (role === 'student') {
    return [
      ...always,
      'All course enrollments',
      'Assessment submissions and progress',
      'Reviews and ratings',
    ];
  }
  return always;
}
