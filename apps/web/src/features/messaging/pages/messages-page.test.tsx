import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@somo/contract/auth';
import type { Message } from '@somo/contract/messaging';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

// Loads the page's code once up front, so the time limits below measure the page, not the bundler.
beforeAll(async () => {
  await import('./messages-page');
}, 120_000);

const instructor: SessionUser = {
  ...student,
  id: 2,
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Nakato',
  role: 'instructor',
};
const admin: SessionUser = {
  ...student,
  id: 3,
  username: 'joseph',
  first_name: 'Joseph',
  last_name: 'Mwangi',
  role: 'admin',
};
const recently = () => new Date(Date.now() - 60_000).toISOString();

function message(
  id: number,
  from: SessionUser,
  to: SessionUser,
  content: string,
  extra: Partial<Message> = {},
): Message {
  return {
    id,
    sender_id: from.id,
    sender_name: `${from.first_name} ${from.last_name}`,
    recipient_id: to.id,
    recipient_name: `${to.first_name} ${to.last_name}`,
    subject: 'Question',
    content,
    created_at: recently(),
    is_read: true,
    course_id: 7,
    course_title: 'Chemistry',
    ...extra,
  };
}

describe('messages page for a student', () => {
  const contacts = [
    {
      instructor_id: 2,
      instructor_name: 'Grace Nakato',
      course_id: 7,
      course_title: 'Chemistry',
      unread_count: 2,
      last_message_at: recently(),
    },
    {
      instructor_id: 4,
      instructor_name: 'Daudi Otieno',
      course_id: 8,
      course_title: 'Kiswahili for Beginners',
      unread_count: 0,
      last_message_at: null,
    },
  ];

  it('lists the instructors, searches from the address and opens a conversation with Back to Messages', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/messaging/student-instructors/': () => json(200, contacts),
      'GET /api/messages/': () => json(200, []),
      'GET /api/messaging/course/7/2/': () =>
        json(200, [message(1, instructor, student, 'The test is on Friday.', { subject: 'Test date' })]),
    });
    const { user, router } = renderApp('/messages?search=grace');

    expect(await screen.findByRole('heading', { name: 'Your Instructors' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search by name or course' });
    expect(search).toHaveValue('grace');
    expect(screen.queryByText('Daudi Otieno')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'kiswahili');
    const card = await screen.findByRole('button', { name: /Daudi Otieno/ });
    expect(card).toHaveTextContent('No messages yet');
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByRole('heading', { name: 'No contacts match “nothing like it”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    const grace = await screen.findByRole('button', { name: /Grace Nakato/ });
    expect(grace).toHaveTextContent('Chemistry');
    expect(grace).toHaveTextContent('2 unread');
    // Initials come from the full name, never from the username.
    expect(grace.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GN');
    await user.click(grace);
    expect(router.state.location.search).toBe('?course=7&contact=2');
    const conversation = await screen.findByRole('region', { name: 'Conversation with Grace Nakato' });
    expect(await within(conversation).findByText('The test is on Friday.')).toBeInTheDocument();
    expect(within(conversation).getByText('Test date')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Messages' }));
    expect(await screen.findByRole('heading', { name: 'Your Instructors' })).toBeInTheDocument();
  });

  it('finds an admin’s direct message from the notification’s search and opens it', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/messaging/student-instructors/': () => json(200, contacts),
      'GET /api/messages/': () =>
        json(200, [
          {
            user_id: 3,
            username: 'joseph',
            name: 'Joseph Mwangi',
            role: 'admin',
            last_message: 'Welcome to Somo!',
            last_message_at: recently(),
            unread_count: 1,
          },
        ]),
      'GET /api/messages/conversation/3/': () =>
        json(200, [
          message(9, admin, student, 'Welcome to Somo!', {
            subject: 'Direct Message',
            course_id: null,
            course_title: null,
          }),
        ]),
    });
    const { user } = renderApp('/messages?search=Joseph+Mwangi');

    expect(await screen.findByText('No instructor matches “Joseph Mwangi”.')).toBeInTheDocument();
    const direct = screen.getByRole('region', { name: 'Direct messages' });
    await user.click(within(direct).getByRole('button', { name: /Joseph Mwangi/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with Joseph Mwangi' });
    expect(await within(conversation).findByText('Welcome to Somo!')).toBeInTheDocument();
    expect(within(conversation).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Messages' })).toBeInTheDocument();
  });

  it('offers the catalogue when there is no instructor to message', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/messaging/student-instructors/': () => json(200, []),
      'GET /api/messages/': () => json(200, []),
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'No instructors to message yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('messages page for an instructor', () => {
  it('says when no student has written yet', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/messaging/instructor-students/': () => json(200, []),
      'GET /api/messages/': () => json(200, []),
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Your Students' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No students have messaged you yet' })).toBeInTheDocument();
  });

  it('replies, validates, and deletes a student’s message after confirming', async () => {
    signInAs(instructor);
    let thread = [message(1, student, instructor, 'When is the test?')];
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/messages/': () => json(200, []),
      'GET /api/messaging/instructor-students/': () =>
        json(200, [
          {
            student_id: student.id,
            student_name: 'Amina Nakato',
            course_id: 7,
            course_title: 'Chemistry',
            unread_count: 1,
            last_message_at: recently(),
            enrolled_at: '2026-01-10T10:00:00.000Z',
          },
        ]),
      'GET /api/messaging/course/7/1/': () => json(200, thread),
      'POST /api/messaging/send/': ({ body }) => {
        sent.push(body);
        thread = [...thread, message(2, instructor, student, 'On Friday.', { subject: 'Re: Question' })];
        return json(201, { message_id: 2, message: 'Message sent.' });
      },
      'DELETE /api/messaging/delete/1/': () => {
        thread = thread.filter((item) => item.id !== 1);
        return json(200, { message: 'Message deleted.' });
      },
    });
    const { user } = renderApp('/messages');

    const card = await screen.findByRole('button', { name: /Amina Nakato/ });
    expect(card).toHaveTextContent('Enrolled Jan 10, 2026');
    await user.click(card);
    const conversation = await screen.findByRole('region', { name: 'Conversation with Amina Nakato' });
    expect(conversation.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AN');
    expect(await within(conversation).findByText('When is the test?')).toBeInTheDocument();

    await user.type(within(conversation).getByRole('textbox', { name: 'Message' }), 'On Friday.');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    expect(within(conversation).getByRole('alert')).toHaveTextContent(
      'Please fill in subject and message content',
    );
    await user.type(within(conversation).getByRole('textbox', { name: 'Subject' }), 'Re: Question');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByText('On Friday.')).toBeInTheDocument();
    expect(sent).toEqual([{ course_id: 7, recipient_id: 1, subject: 'Re: Question', content: 'On Friday.' }]);

    const incoming = within(conversation).getByText('When is the test?').closest('li');
    expect(incoming).not.toBeNull();
    await user.click(within(incoming as HTMLElement).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this message? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(conversation).queryByText('When is the test?')).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/messaging/delete/1/')).toHaveLength(1);
  });
});

describe('messages page for an admin', () => {
  const conversations = [
    {
      user_id: 1,
      username: 'amina',
      name: 'Amina Nakato',
      role: 'student',
      last_message: 'I cannot enrol',
      last_message_at: recently(),
      unread_count: 1,
    },
    {
      user_id: 2,
      username: 'grace',
      name: 'Grace Nakato',
      role: 'instructor',
      last_message: 'Thanks!',
      last_message_at: recently(),
      unread_count: 0,
    },
  ];

  it('filters conversations, sends with Enter and starts a new conversation', async () => {
    signInAs(admin);
    const sent: unknown[] = [];
    const searches: (string | null)[] = [];
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/messages/': () => json(200, conversations),
      'GET /api/messages/conversation/1/': () =>
        json(200, [
          message(5, student, admin, 'I cannot enrol', {
            course_id: null,
            course_title: null,
            subject: 'Direct Message',
          }),
        ]),
      'GET /api/messages/conversation/9/': () => json(200, []),
      'POST /api/messages/send/': ({ body }) => {
        sent.push(body);
        return json(201, { message_id: 6, message: 'Message sent.' });
      },
      'GET /api/users/messageable/': ({ url }) => {
        searches.push(url.searchParams.get('search'));
        const people = [
          { id: 9, username: 'wanjiru', full_name: 'Wanjiru Kamau', role: 'student' },
          { id: 10, username: 'baraka', full_name: 'Baraka Ouma', role: 'instructor' },
        ];
        const term = url.searchParams.get('search')?.toLowerCase();
        return json(
          200,
          term ? people.filter((person) => person.full_name.toLowerCase().includes(term)) : people,
        );
      },
    });
    const { user, router } = renderApp('/messages?search=grace');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue('grace');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const amina = within(list).getByRole('button', { name: /Amina Nakato/ });
    expect(amina.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AN');
    await user.click(amina);
    const conversation = await screen.findByRole('region', { name: 'Conversation with Amina Nakato' });
    expect(await within(conversation).findByText('I cannot enrol', { selector: 'p' })).toBeInTheDocument();
    const box = within(conversation).getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(sent).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Try again now, please.{Enter}');
    expect(await within(conversation).findByText('Try again now, please.')).toBeInTheDocument();
    expect(sent).toEqual([{ recipient_id: 1, subject: 'Direct Message', content: 'Try again now, please.' }]);
    expect(box).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Start New Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start New Conversation' });
    expect(await within(dialog).findByRole('button', { name: /Baraka Ouma/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'wanj');
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Baraka Ouma/ })).not.toBeInTheDocument(),
    );
    expect(searches).toContain('wanj');
    const wanjiru = within(dialog).getByRole('button', { name: /Wanjiru Kamau/ });
    expect(wanjiru).toHaveTextContent('@wanjiru');
    expect(wanjiru.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'WK');
    await user.click(wanjiru);
    expect(
      await screen.findByRole('region', { name: 'Conversation with Wanjiru Kamau' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('with=9');
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });
});
