/** Which side of the course chat the viewer is on. */
export type Side = 'student' | 'instructor';

export const CONTACT_TEXT: Record<
  Side,
  {
    heading: string;
    partners: string;
    /** One of the people listed, in a sentence. */
    contact: string;
    empty: string;
    emptyHint: string;
  }
> = {
  student: {
    heading: 'Your Instructors',
    partners: 'Instructor',
    contact: 'instructor',
    empty: 'No instructors to message yet',
    emptyHint: 'Enrol in a course to message its instructor.',
  },
  instructor: {
    heading: 'Your Students',
    partners: 'Students',
    contact: 'student',
    empty: 'No students have messaged you yet',
    emptyHint: 'When a student writes to you about one of your courses, the conversation appears here.',
  },
};
