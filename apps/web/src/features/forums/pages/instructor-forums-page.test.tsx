import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@somo/contract/auth';
import type { InstructorCourse } from '@somo/contract/instructor';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

// Loads the page's code once up front, so the time limits below measure the page, not the bundler.
beforeAll(async () => {
  await import('./instructor-forums-page');
}, 120_000);

const instructor: SessionUser = {
  id: 7,
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Nakato',
  email: 'grace@example.com',
  role: 'instructor',
  language_preference: 'en',
  timezone: 'UTC',
};

function summary(id: number, title: string, published: boolean, students: number): InstructorCourse {
  return {
    id,
    title,
    description: 'Keep healthy hives.',
    language: 'en',
    price: id === 1 ? 0 : 10,
    currency: 'USD',
    is_published: published,
    lesson_count: 3,
    student_count: students,
    enrolled_count: 0,
    created_at: '2026-01-01T10:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: 'grace',
    instructor: { id: 7, username: 'grace', full_name: 'Grace Nakato' },
  };
}

describe('instructor forum overview', { timeout: 60_000 }, () => {
  it('adds up the forums, filters by status and search, and says when nothing matches', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/': () =>
        json(200, [summary(1, 'Beekeeping Basics', true, 4), summary(2, 'Honey Business', false, 1)]),
      'GET /api/courses/1/forum/stats/': () =>
        json(200, {
          total_threads: 3,
          total_posts: 9,
          recent_activity: { new_threads_today: 1, new_posts_today: 0 },
        }),
      // Spec 02 §7: a failed stats call counts as zeros.
      'GET /api/courses/2/forum/stats/': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/instructor/forums');

    const figures = await screen.findByRole('region', { name: 'Forum overview' }, LOAD);
    expect(await within(figures).findByText('3', undefined, LOAD)).toBeInTheDocument();
    expect(figures).toHaveTextContent('Total Courses2Published1Total Students5Total Discussions3');
    expect(screen.getAllByRole('link', { name: /^View Forum/ })[0]).toHaveAttribute(
      'href',
      '/courses/1/forum',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(screen.getByText('Showing 1 of 2 courses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Honey Business' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search courses'), 'bees');
    expect(screen.getByRole('heading', { name: 'No Matching Courses' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();
  });

  it('says No Courses Found when the instructor has none', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/': () => json(200, []),
    });
    renderApp('/instructor/forums');

    expect(await screen.findByRole('heading', { name: 'No Courses Found' }, LOAD)).toBeInTheDocument();
  });
});
