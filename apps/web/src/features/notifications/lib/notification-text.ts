import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notification, NotificationText } from '@somo/contract/notifications';

type Wording = { title: MessageDescriptor; message?: MessageDescriptor };

/**
 * The sentences Somo writes in notifications, by the key the server stores with them (the English is in the
 * server's notification-texts.ts too). A sentence without `message` goes with a text someone wrote.
 */
const WORDINGS: Record<NotificationText['key'], Wording> = {
  enrollment_confirmed: {
    title: msg`Enrollment confirmed`,
    message: msg({ message: 'You are now enrolled in "{course}".' }),
  },
  enrollment_paid: {
    title: msg`Enrollment confirmed`,
    message: msg({ message: 'Payment received (receipt {receipt}). You are now enrolled in "{course}".' }),
  },
  student_enrolled: {
    title: msg`New student enrolled`,
    message: msg({ message: '{student} enrolled in "{course}".' }),
  },
  forum_thread: {
    title: msg({ message: 'New discussion in {course}' }),
    message: msg({ message: '{author} started "{thread}".' }),
  },
  forum_reply: {
    title: msg({ message: 'New reply in "{thread}"' }),
    message: msg({ message: '{author} replied in {course}.' }),
  },
  course_message: { title: msg({ message: 'New message in {course}' }) },
  direct_message: { title: msg({ message: 'New message from {sender}' }) },
  admin_request: {
    title: msg`New admin request`,
    message: msg({ message: '{name} asked for an administrator account.' }),
  },
  course_published: {
    title: msg`Course published`,
    message: msg({ message: '"{course}" is now published.' }),
  },
  lesson_added: {
    title: msg`New lesson`,
    message: msg({ message: 'A new lesson "{lesson}" was added to "{course}".' }),
  },
  urgent_announcement: { title: msg({ message: 'Urgent: {title}' }) },
  refund_issued: {
    title: msg`Refund issued`,
    message: msg({
      message:
        'Your payment for "{course}" (receipt {receipt}) was refunded. Your access to the course has ended.',
    }),
  },
  certificate_issued: {
    title: msg`Certificate earned`,
    message: msg({
      message: 'You completed "{course}" and earned a certificate. Open it to download or share it.',
    }),
  },
};

/**
 * A notification's title and message in the interface language when Somo wrote them; as stored (English, or
 * the words of the person who wrote them) otherwise, which includes notifications from before keys were kept.
 */
export function notificationWords(
  notification: Notification,
  i18n: I18n,
): { title: string; message: string } {
  const text = notification.data.text;
  const wording = text ? WORDINGS[text.key] : undefined;
  if (!text || !wording) return { title: notification.title, message: notification.message };
  const say = (sentence: MessageDescriptor) => {
    const worded: MessageDescriptor = { ...sentence, values: text.values };
    return i18n._(worded);
  };
  return {
    title: say(wording.title),
    message: wording.message ? say(wording.message) : notification.message,
  };
}
