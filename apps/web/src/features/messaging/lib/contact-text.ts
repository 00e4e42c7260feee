import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Which side of the course chat the viewer is on. */
export type Side = 'student' | 'instructor';

export const CONTACT_TEXT: Record<
  Side,
  {
    heading: MessageDescriptor;
    partners: MessageDescriptor;
    empty: MessageDescriptor;
    emptyHint: MessageDescriptor;
  }
> = {
  student: {
    heading: msg`Your Instructors`,
    partners: msg`Instructor`,
    empty: msg`No instructors to message yet`,
    emptyHint: msg`Enrol in a course to message its instructor.`,
  },
  instructor: {
    heading: msg`Your Students`,
    partners: msg`Students`,
    empty: msg`No students have messaged you yet`,
    emptyHint: msg`When a student writes to you about one of your courses, the conversation appears here.`,
  },
};
