import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@somo/contract/auth';

/** What deleting an account removes, as the 'Delete User' dialog lists it (spec 02 §2). */
export function removedWithUser(role: Role): MessageDescriptor[] {
  const always = [msg`User account and profile`];
  if (role === 'instructor') {
    return [
      ...always,
      msg`All their courses`,
      msg`All lessons and assessments`,
      msg`Student enrollments in their courses`,
    ];
  }
  if (role === 'student') {
    return [
      ...always,
      msg`All course enrollments`,
      msg`Assessment submissions and progress`,
      msg`Reviews and ratings`,
    ];
  }
  return always;
}
