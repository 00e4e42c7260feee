import type { Role } from '@somo/contract/auth';
import type { Notification } from '@somo/contract/notifications';
import { paths } from '../../../lib/paths';

const COURSE_IN_URL = /\/courses\/(\d+)/;
const THREAD_IN_URL = /\/thread\/(\d+)/;
const CERTIFICATE_IN_URL = /^\/certificates\/([0-9a-f-]{36})\/?$/i;

function idFromUrl(url: string | undefined, pattern: RegExp): number | undefined {
  const match = url ? pattern.exec(url) : null;
  return match ? Number(match[1]) : undefined;
}

/** The course a notification is about, wherever the server put it. */
function courseOf(notification: Notification): number | undefined {
  return (
    idFromUrl(notification.data.url, COURSE_IN_URL) ??
    notification.related_course_id ??
    notification.data.course_id ??
    undefined
  );
}

function home(role: Role | null): string {
  return role ? paths.roleDashboard(role) : paths.courses();
}

/** Where clicking a notification leads (spec 01 §4, notification click routing). */
export function notificationRoute(notification: Notification, role: Role | null): string {
  // A certificate earned opens the certificate itself, whatever kind of notification carries it.
  const certificateId = CERTIFICATE_IN_URL.exec(notification.data.url ?? '')?.[1];
  if (certificateId) return paths.certificate(certificateId);
  const courseId = courseOf(notification);
  switch (notification.type) {
    case 'forum_thread': {
      const threadId = notification.data.thread_id ?? idFromUrl(notification.data.url, THREAD_IN_URL);
      return courseId !== undefined && threadId !== undefined
        ? paths.forumThread(courseId, threadId)
        : paths.courses();
    }
    case 'message':
    case 'course_message':
      return paths.messages(notification.data.sender_name);
    case 'admin_request':
      return role === 'admin' ? paths.admin.requests() : paths.unauthorized();
    case 'announcement':
    case 'course_update':
      return courseId !== undefined ? paths.course(courseId) : paths.courses();
    case 'enrollment':
      return courseId !== undefined ? paths.course(courseId) : home(role);
    default:
      return home(role);
  }
}
