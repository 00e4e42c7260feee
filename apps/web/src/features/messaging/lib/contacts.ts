import type { InstructorStudentContact, StudentInstructorContact } from '@somo/contract/messaging';

/** One person to talk to about one course, whichever side of the course chat the viewer is on. */
export type Contact = {
  partnerId: number;
  name: string;
  courseId: number;
  courseTitle: string;
  unreadCount: number;
  lastMessageAt: string | null;
  enrolledAt: string | null;
};

export function fromInstructors(rows: StudentInstructorContact[]): Contact[] {
  return rows.map((row) => ({
    partnerId: row.instructor_id,
    name: row.instructor_name,
    courseId: row.course_id,
    courseTitle: row.course_title,
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at,
    enrolledAt: null,
  }));
}

export function fromStudents(rows: InstructorStudentContact[]): Contact[] {
  return rows.map((row) => ({
    partnerId: row.student_id,
    name: row.student_name,
    courseId: row.course_id,
    courseTitle: row.course_title,
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at,
    enrolledAt: row.enrolled_at,
  }));
}
