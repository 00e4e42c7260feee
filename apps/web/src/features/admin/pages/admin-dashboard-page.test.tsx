import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '@somo/contract/admin';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminCourse } from '../test/admin-fixtures';

// jsdom has no canvas: the chart draws nothing here, and the figures beside it are what the tests read.
vi.mock('../components/chart-canvas', () => ({
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  themeColor: (_token: string, fallback: string) => fallback,
}));

beforeAll(async () => {
  await import('./admin-dashboard-page');
}, 120_000);

const analytics: AdminAnalytics = {
  user_stats: { role_distribution: { student: 30, instructor: 8, admin: 2 } },
  course_stats: { published_courses: 6, draft_courses: 2 },
  engagement_stats: { avg_enrollments_per_course: 3.5, total_submissions: 41, total_enrollments: 28 },
  revenue_stats: { total_revenue: 1250.5, avg_revenue_per_course: 156.31 },
};

const stats = {
  totalUsers: 40,
  totalCourses: 8,
  totalRevenue: 1234.5,
  activeUsers: 37,
  storageBytes: 5_368_709_120,
};

describe('Control Center', { timeout: 60_000 }, () => {
  it('shows the counters, the analytics, the real recent activity and the quick actions', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/dashboard/stats/': () => json(200, stats),
      'GET /api/admin/analytics/': () => json(200, analytics),
      'GET /api/admin/courses/': () =>
        json(200, [
          adminCourse({ id: 1, title: 'Honey Business', revenue: 370000, currency: 'UGX' }),
          adminCourse({ id: 2, title: 'Beekeeping Basics', revenue: 40 }),
          adminCourse({ id: 3, title: 'Free Course' }),
        ]),
      'GET /api/admin/activity/': () =>
        json(200, [
          {
            id: 'u9',
            kind: 'signup',
            message: 'zawadi joined as student',
            at: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
          {
            id: 'a3',
            kind: 'admin_action',
            message: 'chief: user.deactivated (otieno)',
            at: '2026-01-02T10:00:00Z',
          },
        ]),
    });
    renderApp('/admin/dashboard');

    const summary = await screen.findByRole('region', { name: 'Platform summary' }, LOAD);
    expect(summary).toHaveTextContent(
      'Total Users40Total Courses8Total Revenue$1,234.50Payments receivedActive Users37' +
        'Storage Used5 GBLesson images, handouts and videos',
    );

    const panels = screen.getByRole('region', { name: 'Analytics' });
    expect(within(panels).getByRole('heading', { name: 'User Distribution' })).toBeInTheDocument();
    expect(panels).toHaveTextContent('Students3075%Instructors820%Admins25%');
    expect(panels).toHaveTextContent('Published675%Drafts225%');
    expect(panels).toHaveTextContent('Average enrolments3.50');
    expect(panels).toHaveTextContent('Total revenue$1,250.50Average per course$156.31Total submissions41');
    expect(
      await within(panels).findByRole(
        'img',
        { name: 'Revenue per course: Honey Business $100.00, Beekeeping Basics $40.00' },
        LOAD,
      ),
    ).toBeInTheDocument();

    const activity = await screen.findByRole('list', { name: 'Recent activity' }, LOAD);
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('zawadi joined as student5 minutes ago');
    expect(items[1]).toHaveTextContent('chief: user.deactivated (otieno)');

    expect(screen.getByRole('link', { name: /Manage Users/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Admin Requests/ })).toHaveAttribute('href', '/admin/requests');
    expect(screen.getByRole('link', { name: /Manage Courses/ })).toHaveAttribute('href', '/admin/courses');
    expect(screen.getByRole('link', { name: /Payment Reports/ })).toHaveAttribute('href', '/admin/payments');
    expect(screen.getByRole('link', { name: /Platform Settings/ })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('says the dashboard failed to load, and shows an empty activity list when that fails too', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/dashboard/stats/': () => json(200, stats),
      'GET /api/admin/analytics/': () =>
        apiError(503, 'The database is not reachable.', 'service_unavailable'),
      'GET /api/admin/activity/': () =>
        apiError(503, 'The database is not reachable.', 'service_unavailable'),
      'GET /api/admin/courses/': () => json(200, []),
    });
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('No activity yet.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform summary' })).not.toBeInTheDocument();
  });
});
