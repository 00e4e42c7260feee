import { screen, within } from '@testing-library/react';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { learningStats } from '../api/get-enrolled-courses';

function enrolled(id: number, title: string, progress: number): EnrolledCourse {
  return {
    id,
    title,
    description: `${title} in short.`,
    language: 'en',
    price: 0,
    currency: 'UGX',
    is_published: true,
    lesson_count: 4,
    student_count: 3,
    enrolled_count: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: 'grace',
    instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
    enrollment_id: id * 10,
    enrolled_at: '2026-03-05T10:00:00.000Z',
    completed_lessons: Math.round((progress / 100) * 4),
    progress_percentage: progress,
  };
}

describe('learning stats', () => {
  it('counts courses under 100 % as in progress and at 100 % as completed with a certificate', () => {
    expect(
      learningStats([{ progress_percentage: 0 }, { progress_percentage: 50 }, { progress_percentage: 100 }]),
    ).toEqual({ enrolled: 3, inProgress: 2, completed: 1, certificates: 1 });
    expect(learningStats([])).toEqual({ enrolled: 0, inProgress: 0, completed: 0, certificates: 0 });
  });
});

describe('student dashboard', () => {
  it('shows the counters, the unread messages and each course with its progress', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () =>
        json(200, [enrolled(1, 'Kiswahili for Beginners', 100), enrolled(2, 'Algebra Foundations', 25)]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 4 }),
    });
    renderApp('/student/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Learning Journey' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Your learning in numbers' });
    await within(stats).findByText('2');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Enrolled Courses')).toBe('2');
    expect(value('In Progress')).toBe('1');
    expect(value('Completed')).toBe('1');
    expect(value('Certificates')).toBe('1');

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Messages, 4 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(main.getByRole('link', { name: 'AI Tutoring' })).toHaveAttribute('href', '/ai-tutoring');

    expect(screen.getByRole('link', { name: 'Continue Learning: Algebra Foundations' })).toHaveAttribute(
      'href',
      '/student/courses/2/learn',
    );
    expect(screen.getByRole('link', { name: 'View Progress: Algebra Foundations' })).toHaveAttribute(
      'href',
      '/student/courses/2/progress',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress in Algebra Foundations: 25%' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Enrolled Mar 5, 2026')).toHaveLength(2);
  });

  it('hides the badge with no unread messages and offers the catalogue when there are no courses', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () => json(200, []),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
    });
    renderApp('/student/dashboard');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(main.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
