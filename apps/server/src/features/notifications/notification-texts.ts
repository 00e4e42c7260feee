import type { NotificationText } from '@somo/contract/notifications';

type English = { title: string; message?: string };

/** The names each sentence takes. */
type Values = {
  enrollment_confirmed: { course: string };
  enrollment_paid: { course: string; receipt: string };
  student_enrolled: { student: string; course: string };
  forum_thread: { course: string; author: string; thread: string };
  forum_reply: { course: string; author: string; thread: string };
  course_message: { course: string };
  direct_message: { sender: string };
  admin_request: { name: string };
  course_published: { course: string };
  lesson_added: { course: string; lesson: string };
  urgent_announcement: { title: string };
  refund_issued: { course: string; receipt: string };
  certificate_issued: { course: string };
};
type Key = NotificationText['key'];

/**
 * The English of each notification Somo writes, stored in `title` and `message` for every client; the web app
 * words the same key and values in the reader's language (features/notifications/lib/notification-text.ts).
 */
const ENGLISH: { [K in Key]: (values: Values[K]) => English } = {
  enrollment_confirmed: ({ course }) => ({
    title: 'Enrollment confirmed',
    message: `You are now enrolled in "${course}".`,
  }),
  enrollment_paid: ({ course, receipt }) => ({
    title: 'Enrollment confirmed',
    message: `Payment received (receipt ${receipt}). You are now enrolled in "${course}".`,
  }),
  student_enrolled: ({ student, course }) => ({
    title: 'New student enrolled',
    message: `${student} enrolled in "${course}".`,
  }),
  forum_thread: ({ course, author, thread }) => ({
    title: `New discussion in ${course}`,
    message: `${author} started "${thread}".`,
  }),
  forum_reply: ({ course, author, thread }) => ({
    title: `New reply in "${thread}"`,
    message: `${author} replied in ${course}.`,
  }),
  course_message: ({ course }) => ({ title: `New message in ${course}` }),
  direct_message: ({ sender }) => ({ title: `New message from ${sender}` }),
  admin_request: ({ name }) => ({
    title: 'New admin request',
    message: `${name} asked for an administrator account.`,
  }),
  course_published: ({ course }) => ({ title: 'Course published', message: `"${course}" is now published.` }),
  lesson_added: ({ course, lesson }) => ({
    title: 'New lesson',
    message: `A new lesson "${lesson}" was added to "${course}".`,
  }),
  urgent_announcement: ({ title }) => ({ title: `Urgent: ${title}` }),
  refund_issued: ({ course, receipt }) => ({
    title: 'Refund issued',
    message: `Your payment for "${course}" (receipt ${receipt}) was refunded. Your access to the course has ended.`,
  }),
  certificate_issued: ({ course }) => ({
    title: 'Certificate earned',
    message: `You completed "${course}" and earned a certificate. Open it to download or share it.`,
  }),
};

/**
 * A notification's title and message in English, with the key and values that let each reader's app word it
 * in their language. `message` is for texts a person wrote (a chat message, an announcement).
 */
export function worded<K extends Key>(
  key: K,
  values: Values[K],
  { message }: { message?: string } = {},
): { title: string; message: string; text: NotificationText } {
  const english = (ENGLISH[key] as (values: Values[K]) => English)(values);
  return { title: english.title, message: message ?? english.message ?? '', text: { key, values } };
}
