import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '@somo/contract/admin';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminCourse } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-courses-page');
}, 120_000);

function catalogue(): AdminCourse[] {
  return [
    adminCourse({
      id: 1,
      title: 'Honey Business',
      price: 10,
      currency: 'USD',
      enrollment_count: 3,
      revenue: 30,
      lesson_count: 4,
      instructor: 'Grace Nakato',
    }),
    adminCourse({
      id: 2,
      title: 'Beekeeping Basics',
      description: 'Hives for beginners.',
      enrollment_count: 5,
    }),
    adminCourse({
      id: 3,
      title: 'Queen Rearing',
      is_published: false,
      price: 37000,
      currency: 'UGX',
      instructor: 'Peter Okello',
    }),
  ];
}

function coursesApi(courses: AdminCourse[], currency = 'UGX') {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/settings/': () =>
      json(200, {
        platform_settings: { site_name: 'Somo' },
        pricing_settings: { default_currency: currency },
      }),
    'GET /api/admin/courses/': () => json(200, courses),
    'PUT /api/admin/courses/1/price/': ({ body }) => {
      const course = courses.find((c) => c.id === 1);
      const { price } = body as { price: number };
      if (course) Object.assign(course, { price, revenue: price * course.enrollment_count });
      return json(200, { message: 'Course price updated successfully', price });
    },
  });
}

describe('Course Management', { timeout: 60_000 }, () => {
  it('sums the courses in the platform currency and shows each course’s details', async () => {
    signInAs(admin);
    coursesApi(catalogue());
    renderApp('/admin/courses');

    const summary = await screen.findByRole('region', { name: 'Course summary' }, LOAD);
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Total Courses3Total Enrollments8Total Revenue111,000 UGXPublished Courses2',
      ),
    );
    const honey = screen.getByRole('article', { name: 'Honey Business' });
    expect(honey).toHaveTextContent('Published');
    expect(honey).toHaveTextContent('4 lessons · 3 students · By Grace Nakato · Created Jan 10, 2026');
    expect(honey).toHaveTextContent('Price37,000 UGX');
    expect(honey).toHaveTextContent('Revenue111,000 UGX');
    const draft = screen.getByRole('article', { name: 'Queen Rearing' });
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Revenue0 UGX');
    expect(screen.getByRole('article', { name: 'Beekeeping Basics' })).toHaveTextContent('PriceFree');
  });

  it('searches title, instructor and description, and filters by status and price', async () => {
    signInAs(admin);
    coursesApi(catalogue());
    const { user } = renderApp('/admin/courses');
    await screen.findByText('Showing 3 of 3 courses', undefined, LOAD);

    const search = screen.getByLabelText('Search courses');
    await user.type(search, 'okello');
    expect(screen.getByText('Showing 1 of 3 courses')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Queen Rearing' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'BEGINNERS');
    expect(screen.getByRole('article', { name: 'Beekeeping Basics' })).toBeInTheDocument();
    await user.clear(search);

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(screen.getByText('Showing 1 of 3 courses')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Price'), 'free');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Beekeeping Basics',
    ]);
    await user.selectOptions(screen.getByLabelText('Price'), 'paid');
    expect(screen.getByText('Showing 2 of 3 courses')).toBeInTheDocument();

    await user.type(search, 'nothing like this');
    expect(screen.getByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
  });

  it('edits a price inline: a bad price sends nothing, Enter saves, Cancel leaves it', async () => {
    signInAs(admin);
    const fetchMock = coursesApi(catalogue(), 'USD');
    const { user } = renderApp('/admin/courses');

    await user.click(await screen.findByRole('button', { name: 'Manage Honey Business' }, LOAD));
    const row = screen.getByRole('article', { name: 'Honey Business' });
    const input = within(row).getByLabelText('New price (USD)');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveValue(10);

    await user.clear(input);
    await user.type(input, '-5{Enter}');
    expect(within(row).getByRole('alert')).toHaveTextContent('Please enter a valid price (0 or greater)');
    await user.clear(input);
    await user.click(within(row).getByRole('button', { name: 'Save price for Honey Business' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Please enter a valid price (0 or greater)');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/courses/1/price/')).toHaveLength(0);

    await user.type(input, '12.5{Enter}');
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Course price updated successfully',
    );
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/courses/1/price/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ price: 12.5 });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Honey Business' })).toHaveTextContent('Price$12.50'),
    );
    expect(screen.getByRole('article', { name: 'Honey Business' })).toHaveTextContent('Revenue$37.50');

    await user.click(screen.getByRole('button', { name: 'Edit price of Beekeeping Basics' }));
    await user.click(screen.getByRole('button', { name: 'Cancel price edit for Beekeeping Basics' }));
    expect(screen.queryByLabelText('New price (USD)')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a price is refused', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/courses/': () => json(200, catalogue()),
      'PUT /api/admin/courses/1/price/': () => apiError(404, 'Course not found.', 'not_found'),
    });
    const { user } = renderApp('/admin/courses');
    await user.click(await screen.findByRole('button', { name: 'Manage Honey Business' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Save price for Honey Business' }));
    expect(await screen.findByText('Course not found.', undefined, LOAD)).toBeInTheDocument();
  });

  it('says when the courses cannot be fetched', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/courses/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/admin/courses');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to fetch courses');
  });
});
