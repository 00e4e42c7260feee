import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

// Pages load lazily and these tests run beside many others: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

function course(id: number, title: string, description: string) {
  return {
    id,
    title,
    description,
    author_username: 'teacher',
    instructor: { id: 5, username: 'teacher', full_name: 'Grace Achieng' },
  };
}

function stats(threads: number, posts: number, today = 0) {
  return {
    total_threads: threads,
    total_posts: posts,
    recent_activity: { new_threads_today: 0, new_posts_today: today },
  };
}

describe('student forums page', { timeout: 15_000 }, () => {
  it('adds up the forums of every enrolled course and marks recent activity', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () =>
        json(200, [
          course(1, 'Introduction to Python Programming', 'Variables and loops'),
          course(2, 'Digital Literacy for Teachers', 'Computers in class'),
        ]),
      'GET /api/courses/1/forum/stats/': () => json(200, stats(3, 10, 2)),
      // Spec 01 §7: a failed stats call counts as zeros.
      'GET /api/courses/2/forum/stats/': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/student/forums');

    const python = await screen.findByRole('article', { name: 'Introduction to Python Programming' });
    expect(await within(python).findByText('3 discussions')).toBeInTheDocument();
    expect(within(python).getByText('10 messages')).toBeInTheDocument();
    expect(within(python).getByText('Recent activity')).toBeInTheDocument();
    expect(within(python).getByText('by Grace Achieng')).toBeInTheDocument();
    expect(within(python).getByRole('link', { name: 'Join Discussions' })).toHaveAttribute(
      'href',
      '/courses/1/forum',
    );
    const literacy = screen.getByRole('article', { name: 'Digital Literacy for Teachers' });
    expect(await within(literacy).findByText('0 discussions')).toBeInTheDocument();
    expect(within(literacy).queryByText('Recent activity')).not.toBeInTheDocument();

    const totals = screen.getByText('Courses', { selector: 'dt' }).closest('dl');
    expect(totals).toHaveTextContent('Courses2Discussions3Messages10');

    await user.type(screen.getByRole('searchbox', { name: 'Search your courses' }), 'class');
    expect(
      screen.queryByRole('article', { name: 'Introduction to Python Programming' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Digital Literacy for Teachers' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search your courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your courses' }), 'chemistry');
    expect(screen.getByRole('heading', { name: 'No matching courses found' })).toBeInTheDocument();
  });

  it('invites a student with no courses to browse the catalogue', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () => json(200, []),
    });
    renderApp('/student/forums');

    expect(await screen.findByRole('heading', { name: 'No enrolled courses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});
