import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

describe('course messages page', () => {
  it('opens the course chat with the course’s instructor', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/instructor/': () =>
        json(200, { id: 2, full_name: 'Grace Nakato', username: 'grace', course_title: 'Chemistry' }),
      'GET /api/messaging/course/7/2/': () => json(200, []),
    });
    renderApp('/student/courses/7/messages');

    expect(await screen.findByText('Talk with Grace Nakato about Chemistry.')).toBeInTheDocument();
    const conversation = await screen.findByRole('region', { name: 'Conversation with Grace Nakato' });
    expect(await within(conversation).findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', '/courses/7');
  });

  it('turns away a student who is not enrolled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/instructor/': () =>
        apiError(403, 'You are not enrolled in this course.', 'not_enrolled'),
    });
    renderApp('/student/courses/7/messages');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/courses/7');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says the course is not found, and offers a retry when loading failed otherwise', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/instructor/': () => apiError(404, 'Course not found.', 'not_found'),
      'GET /api/student/courses/8/instructor/': () => new Response('', { status: 500 }),
    });
    const { router } = renderApp('/student/courses/7/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found.' })).toBeInTheDocument();
    await router.navigate('/student/courses/8/messages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load course messages.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
