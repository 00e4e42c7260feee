import { describe, expect, it } from 'vitest';
import type { Role } from '@somo/contract/auth';
import type { Notification, NotificationData, NotificationType } from '@somo/contract/notifications';
import { notificationRoute } from './notification-route';

function notice(
  type: NotificationType,
  data: NotificationData = {},
  relatedCourseId: number | null = null,
): Notification {
  return {
    id: 1,
    type,
    title: 'Title',
    message: 'Message',
    is_read: false,
    created_at: '2026-03-01T10:00:00.000Z',
    related_course_id: relatedCourseId,
    data,
  };
}

const ROLES: (Role | null)[] = ['student', 'instructor', 'admin', null];
const DASHBOARDS: Record<Role, string> = {
  student: '/student/dashboard',
  instructor: '/instructor/dashboard',
  admin: '/admin/dashboard',
};

describe('notification click routing', () => {
  describe.each(ROLES)('for %s', (role) => {
    it('opens a forum thread, with the course from data.url or related_course_id', () => {
      expect(
        notificationRoute(
          notice('forum_thread', { thread_id: 9, url: '/courses/5/forum/thread/9' }, null),
          role,
        ),
      ).toBe('/courses/5/forum/thread/9');
      expect(notificationRoute(notice('forum_thread', { thread_id: 9 }, 5), role)).toBe(
        '/courses/5/forum/thread/9',
      );
      expect(notificationRoute(notice('forum_thread', { thread_id: 9 }), role)).toBe('/courses');
      expect(notificationRoute(notice('forum_thread', {}, 5), role)).toBe('/courses');
    });

    it.each(['message', 'course_message'] as const)(
      'opens %s on /messages with the sender as the search',
      (type) => {
        expect(notificationRoute(notice(type, { sender_name: 'Amani Okello' }), role)).toBe(
          '/messages?search=Amani+Okello',
        );
        expect(notificationRoute(notice(type), role)).toBe('/messages');
      },
    );

    it('sends admin requests to the requests page for admins only', () => {
      expect(notificationRoute(notice('admin_request', { url: '/admin/requests' }), role)).toBe(
        role === 'admin' ? '/admin/requests' : '/unauthorized',
      );
    });

    it.each(['announcement', 'course_update'] as const)(
      'opens the course of %s when known, else the catalogue',
      (type) => {
        expect(notificationRoute(notice(type, { course_id: 3, url: '/courses/3' }, 3), role)).toBe(
          '/courses/3',
        );
        expect(notificationRoute(notice(type, {}, 4), role)).toBe('/courses/4');
        expect(notificationRoute(notice(type, { course_id: 6 }), role)).toBe('/courses/6');
        expect(notificationRoute(notice(type), role)).toBe('/courses');
      },
    );

    it('opens the course of an enrolment when known, else the dashboard', () => {
      expect(notificationRoute(notice('enrollment', { url: '/courses/3' }, 3), role)).toBe('/courses/3');
      expect(notificationRoute(notice('enrollment'), role)).toBe(role ? DASHBOARDS[role] : '/courses');
    });

    it('opens the certificate a student earned rather than its course', () => {
      const id = '0b6f3c8e-7d2a-4c1b-9e5f-3a2d1c0b9a88';
      expect(
        notificationRoute(notice('enrollment', { course_id: 3, url: `/certificates/${id}` }, 3), role),
      ).toBe(`/certificates/${id}`);
    });

    it('sends system and unknown types to the dashboard (the catalogue for a guest)', () => {
      const home = role ? DASHBOARDS[role] : '/courses';
      expect(notificationRoute(notice('system', { url: '/courses/3' }, 3), role)).toBe(home);
      const unknown = { ...notice('system'), type: 'badge_earned' } as unknown as Notification;
      expect(notificationRoute(unknown, role)).toBe(home);
    });
  });
});
