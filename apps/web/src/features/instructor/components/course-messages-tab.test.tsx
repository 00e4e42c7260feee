import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, instructor } from '../test/instructor-fixtures';

const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  await import('../pages/course-management-page');
}, 120_000);

const student = (id: number, name: string, active = true) => ({
  id,
  full_name: name,
  username: name.toLowerCase().replace(' ', '_'),
  email: `${id}@example.com`,
  enrolled_at: '2026-02-01T10:00:00.000Z',
  is_active: active,
  progress_percentage: 0,
  progress: {
    lessons_completed: 0,
    lesson_count: 3,
    assessments_passed: 0,
    assessment_count: 0,
    percentage: 0,
  },
});

function api() {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, instructor),
    'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ student_count: 3 })),
    'GET /api/instructor/courses/42/students/': () =>
      json(200, {
        course: { id: 42, title: 'Beekeeping Basics' },
        students: [student(1, 'Amina Nakato'), student(2, 'Okello Peter'), student(3, 'Wanjiru K', false)],
      }),
    'GET /api/messaging/instructor-students/': () =>
      json(200, [
        {
          student_id: 2,
          student_name: 'Okello Peter',
          course_id: 42,
          course_title: 'Beekeeping Basics',
          unread_count: 3,
          last_message_at: new Date().toISOString(),
          enrolled_at: '2026-02-01T10:00:00.000Z',
        },
      ]),
    'GET /api/messaging/course/42/2/': () =>
      json(200, [
        {
          id: 8,
          sender_id: 2,
          sender_name: 'Okello Peter',
          recipient_id: instructor.id,
          recipient_name: 'Grace Nakato',
          subject: 'Hive question',
          content: 'How often should I check the hive?',
          created_at: new Date().toISOString(),
          is_read: true,
          course_id: 42,
          course_title: 'Beekeeping Basics',
        },
      ]),
    'GET /api/messaging/course/42/1/': () => json(200, []),
  });
}

describe('course Messages tab', { timeout: 60_000 }, () => {
  it('lists the active students, latest conversation first, and opens the chat from the Students tab', async () => {
    signInAs(instructor);
    api();
    const { user, router } = renderApp('/instructor/courses/42/manage?tab=students');

    await user.click(await screen.findByRole('link', { name: 'Message Okello Peter' }, LOAD));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=messages&student=2'));
    const panel = await screen.findByRole('tabpanel', { name: 'Messages' }, LOAD);
    const students = within(panel).getByRole('navigation', { name: 'Students' });
    const [first, second, ...rest] = within(students).getAllByRole('button');
    expect(first).toHaveTextContent(/^Okello Peter@okello_peter.*3 unread$/);
    expect(second).toHaveTextContent(/Amina Nakato@amina_nakato$/);
    expect(rest).toHaveLength(0);

    const conversation = await within(panel).findByRole('region', { name: 'Conversation with Okello Peter' });
    expect(await within(conversation).findByText('How often should I check the hive?')).toBeInTheDocument();
    // The course's instructor may delete any message of the chat.
    expect(within(conversation).getByRole('button', { name: 'Delete message' })).toBeInTheDocument();

    await user.click(within(students).getByRole('button', { name: /Amina Nakato/ }));
    expect(
      await within(panel).findByRole('region', { name: 'Conversation with Amina Nakato' }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('No messages yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=messages&student=1');
  });
});
