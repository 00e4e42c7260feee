import { screen, waitFor, within } from '@testing-library/react';
import type { CourseDetail } from '@somo/contract/courses';
import type { CourseProgress } from '@somo/contract/enrollments';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const lessons = [
  {
    id: 11,
    title: 'Greetings',
    content: 'Jambo means hello.\n\nHabari means news.',
    video_url: 'https://www.youtube.com/watch?v=zOjov-2OZ0E',
    order: 1,
  },
  { id: 12, title: 'Numbers', content: 'Moja, mbili, tatu.', video_url: 'https://vimeo.com/12345', order: 2 },
  { id: 13, title: 'At the market', content: 'Bei gani?', video_url: null, order: 3 },
];

const course: CourseDetail = {
  id: 7,
  title: 'Kiswahili for Beginners',
  description: '',
  language: 'en',
  price: 0,
  currency: 'UGX',
  is_published: true,
  lesson_count: 3,
  student_count: 1,
  enrolled_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  thumbnail: null,
  average_rating: null,
  total_reviews: 0,
  author_username: 'grace',
  instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
  lessons,
  certificates_enabled: true,
};

function progress(completed: number[]): CourseProgress {
  return {
    course_id: 7,
    course_title: course.title,
    overall_progress: {
      completed_quizzes: completed.length,
      total_quizzes: 3,
      completion_percentage: Math.round((completed.length / 3) * 100),
    },
    progress: {
      lessons_completed: completed.length,
      lesson_count: 3,
      assessments_passed: 0,
      assessment_count: 0,
      percentage: Math.round((completed.length / 3) * 100),
    },
    lesson_progress: lessons.map((lesson) => ({
      lesson_id: lesson.id,
      lesson_title: lesson.title,
      order: lesson.order,
      completed: completed.includes(lesson.id),
      completed_at: completed.includes(lesson.id) ? '2026-02-01T00:00:00.000Z' : null,
      completed_quizzes: completed.includes(lesson.id) ? 1 : 0,
      total_quizzes: 1,
      completion_percentage: completed.includes(lesson.id) ? 100 : 0,
    })),
    assessment_progress: [],
  };
}

describe('course learning page', () => {
  it('opens the first lesson not completed yet, with its video and paragraphs', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    const { router } = renderApp('/student/courses/7/learn');

    expect(await screen.findByRole('heading', { level: 2, name: 'Greetings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/courses/7/learn/11');
    expect(screen.getByTitle('Video: Greetings')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/zOjov-2OZ0E',
    );
    expect(screen.getByText('Jambo means hello.')).toBeInTheDocument();
    expect(screen.getByText('Habari means news.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explain with AI' })).toHaveAttribute(
      'href',
      '/ai-tutoring?course=7&lesson=11',
    );
    expect(screen.getByRole('link', { name: 'Course Forum' })).toHaveAttribute('href', '/courses/7/forum');
    expect(screen.getByRole('button', { name: 'Message Instructor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Numbers' })).toHaveAttribute(
      'href',
      '/student/courses/7/learn/12',
    );
  });

  it('opens the course chat with the course’s instructor in a modal', async () => {
    signInAs(student);
    const sent: unknown[] = [];
    const thread = [
      {
        id: 90,
        sender_id: 2,
        sender_name: 'Grace Nakato',
        recipient_id: student.id,
        recipient_name: 'Amina Nakato',
        subject: 'Welcome',
        content: 'Ask me anything about the course.',
        created_at: new Date().toISOString(),
        is_read: true,
        course_id: 7,
        course_title: course.title,
      },
    ];
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
      'GET /api/messaging/course/7/2/': () => json(200, thread),
      'POST /api/messaging/send/': ({ body }) => {
        sent.push(body);
        return json(201, { message_id: 91, message: 'Message sent.' });
      },
    });
    const { user } = renderApp('/student/courses/7/learn/11');

    await user.click(await screen.findByRole('button', { name: 'Message Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Instructor' });
    expect(
      within(dialog).getByText('Your conversation with Grace Nakato about Kiswahili for Beginners.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Ask me anything about the course.')).toBeInTheDocument();
    // A student deletes only their own messages.
    expect(within(dialog).queryByRole('button', { name: 'Delete message' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in subject and message content');
    expect(callsTo(fetchMock, 'POST', '/api/messaging/send/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Lesson 2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'What does mbili mean?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('What does mbili mean?')).toBeInTheDocument();
    expect(sent).toEqual([
      { course_id: 7, recipient_id: 2, subject: 'Lesson 2', content: 'What does mbili mean?' },
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    // The list is fetched again a second after sending.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/messaging/course/7/2/')).toHaveLength(2));
  });

  it('offers a link that is not YouTube as a plain link', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([11])),
    });
    renderApp('/student/courses/7/learn/12');

    expect(await screen.findByRole('link', { name: /Open the lesson video/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/12345',
    );
    expect(screen.queryByTitle('Video: Numbers')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous: Greetings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Completed')).toBeInTheDocument();
  });

  it('records a completed lesson and can undo it', async () => {
    signInAs(student);
    let completed: number[] = [];
    const answer = (done: boolean) => () => {
      completed = done ? [13] : [];
      return json(200, {
        lesson_id: 13,
        completed: done,
        overall_progress: progress(completed).overall_progress,
        progress: progress(completed).progress,
      });
    };
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress(completed)),
      'POST /api/student/courses/7/lessons/13/complete/': answer(true),
      'DELETE /api/student/courses/7/lessons/13/complete/': answer(false),
    });
    const { user } = renderApp('/student/courses/7/learn/13');

    await user.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByRole('button', { name: 'Mark as incomplete' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons · 33%')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/student/courses/7/lessons/13/complete/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark as incomplete' }));
    expect(await screen.findByRole('button', { name: 'Mark as Complete' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/student/courses/7/lessons/13/complete/')).toHaveLength(1);
  });

  it('turns away a student who is not enrolled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () =>
        apiError(403, 'You are not enrolled in this course.', 'not_enrolled'),
    });
    renderApp('/student/courses/7/learn');

    expect(
      await screen.findByRole('heading', { name: 'You are not enrolled in this course.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/courses/7');
  });

  it('says when the course content cannot be loaded', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => apiError(500, 'Boom', 'internal_error'),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn');

    expect(
      await screen.findByRole('heading', { name: 'Failed to load course content.' }),
    ).toBeInTheDocument();
  });
});

describe('course progress page', () => {
  it('shows the overall and per-lesson progress', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => json(200, progress([11, 12])),
    });
    renderApp('/student/courses/7/progress');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiswahili for Beginners' }),
    ).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    // In the overview and above the lesson list.
    expect(screen.getAllByText('2 of 3 lessons completed')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', '/courses/7');
    expect(screen.getByRole('link', { name: 'At the market' })).toHaveAttribute(
      'href',
      '/student/courses/7/learn/13',
    );
  });

  it('counts an assessment only once passed and says when one awaits marking', async () => {
    signInAs(student);
    const withQuiz: CourseProgress = {
      ...progress([11, 12, 13]),
      overall_progress: { completed_quizzes: 3, total_quizzes: 4, completion_percentage: 75 },
      progress: {
        lessons_completed: 3,
        lesson_count: 3,
        assessments_passed: 0,
        assessment_count: 1,
        percentage: 75,
      },
      assessment_progress: [
        {
          assessment_id: 5,
          title: 'Greetings quiz',
          submitted: true,
          best_percentage: 50,
          result: 'awaiting_marking',
          passed: false,
        },
      ],
    };
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => json(200, withQuiz),
    });
    renderApp('/student/courses/7/progress');

    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getAllByText('0 of 1 assessment passed')).toHaveLength(2);
    expect(screen.getByText('Awaiting marking')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByText(/finished this course/)).not.toBeInTheDocument();
  });

  it('says when the progress cannot be loaded', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => apiError(500, 'Boom', 'internal_error'),
    });
    renderApp('/student/courses/7/progress');

    expect(await screen.findByText('Failed to load course progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/courses/7');
  });
});
