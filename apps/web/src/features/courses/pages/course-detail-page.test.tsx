import { screen, waitFor, within } from '@testing-library/react';
import type { CourseDetail } from '@somo/contract/courses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const instructor = { ...student, id: 2, username: 'grace', role: 'instructor' as const };

type Lesson = CourseDetail['lessons'][number];

/** A lesson as a guest gets it: no content, no handouts, no address for an uploaded video. */
function lesson(fields: Pick<Lesson, 'id' | 'title'> & Partial<Lesson>): Lesson {
  return {
    content: null,
    video_url: null,
    video_source: null,
    video_poster_url: null,
    video_captions_url: null,
    order: fields.id,
    ...fields,
  };
}

function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 5,
    title: 'Kiswahili for Beginners',
    description: 'Greet people and shop at the market.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    is_published: true,
    lesson_count: 2,
    student_count: 12,
    enrolled_count: 12,
    created_at: '2026-01-10T09:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: 'grace',
    instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
    lessons: [
      lesson({
        id: 51,
        title: 'Greetings',
        video_url: 'https://youtu.be/rfscVS0vtbw',
        video_source: 'youtube',
      }),
      lesson({ id: 52, title: 'Numbers' }),
    ],
    certificates_enabled: true,
    ...overrides,
  };
}

const withContent = (detail: CourseDetail): CourseDetail => ({
  ...detail,
  lessons: detail.lessons.map((lesson) => ({ ...lesson, content: `${lesson.title}: ${'word '.repeat(40)}` })),
});

const profile = () => json(200, student);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('course detail page', () => {
  it('shows the course to a guest and sends them to sign in, remembering the course', async () => {
    mockApi({ 'GET /api/courses/5/': () => json(200, course()) });
    const { router, user } = renderApp('/courses/5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiswahili for Beginners' }),
    ).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Course facts' }));
    for (const fact of ['12 students', '2 lessons', 'Self-paced', 'Online']) {
      expect(facts.getByText(fact)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Content available after enrollment')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Visit the forum' })).toHaveAttribute('href', '/courses/5/forum');

    await user.click(screen.getByRole('button', { name: 'Sign Up to Enroll' }));

    expect(localStorage.getItem('intendedCourse')).toBe('5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('enrols a student in a free course and then offers the learning pages', async () => {
    signInAs(student);
    let enrolled = false;
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, enrolled ? withContent(course()) : course()),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled }),
      'POST /api/student/enroll/': () => {
        enrolled = true;
        return json(201, { message: 'Successfully enrolled in the course!', enrollment_id: 9 });
      },
    });
    const { user } = renderApp('/courses/5');

    expect(await screen.findByText('Free access forever')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enroll for Free' }));

    expect((await screen.findAllByText('Successfully enrolled in the course!')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/student/courses/5/learn',
    );
    expect(screen.getByRole('link', { name: 'View Progress' })).toHaveAttribute(
      'href',
      '/student/courses/5/progress',
    );
    expect(screen.getByRole('link', { name: 'Message Instructor' })).toHaveAttribute('href', '/messages');
    expect(await screen.findByText(/^Greetings: word word/)).toHaveTextContent(/\.\.\.$/);
    expect(screen.queryByText('Content available after enrollment')).not.toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/student/enroll/');
    expect(init?.body).toBe(JSON.stringify({ course_id: 5 }));
  });

  it('treats 409 as already enrolled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course()),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/student/enroll/': () =>
        apiError(409, 'You are already enrolled in this course.', 'conflict'),
    });
    const { user } = renderApp('/courses/5');

    await user.click(await screen.findByRole('button', { name: 'Enroll for Free' }));

    expect(await screen.findByText('You are already enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toBeInTheDocument();
  });

  it('shows the server error text for a failed enrolment', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course()),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/student/enroll/': () => apiError(503, 'Database unavailable', 'service_unavailable'),
    });
    const { user } = renderApp('/courses/5');

    await user.click(await screen.findByRole('button', { name: 'Enroll for Free' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(screen.getByRole('button', { name: 'Enroll for Free' })).toBeInTheDocument();
  });

  it('falls back to the enrolment list when the status check fails', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course()),
      'GET /api/student/courses/5/enrollment-status/': () => apiError(500, 'Boom', 'internal_error'),
      'GET /api/student/enrollments/': () => json(200, { enrollments: [{ course: { id: 5 } }] }),
    });
    renderApp('/courses/5');

    expect(await screen.findByRole('link', { name: 'Continue Learning' })).toBeInTheDocument();
  });

  it('starts a checkout for a paid course and follows it to the payment prompt', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course({ price: 10, currency: 'USD' })),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/payments/checkout/': () =>
        json(201, {
          payment_id: 9,
          status: 'pending',
          checkout_url: `${window.location.origin}/payments/9/test`,
        }),
    });
    const { router, user } = renderApp('/courses/5');

    expect(await screen.findByText('37,000 UGX')).toBeInTheDocument();
    expect(screen.getByText('≈ $10.00')).toBeInTheDocument();
    expect(screen.getByText('One-time payment')).toBeInTheDocument();
    expect(await screen.findByText('30-day money-back guarantee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/9/test'));
    // Only the course: the server takes the amount from the course itself.
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/payments/checkout/');
    expect(init?.body).toBe(JSON.stringify({ course_id: 5 }));
    expect(callsTo(fetchMock, 'POST', '/api/student/enroll/')).toHaveLength(0);
  });

  it('leaves the app for a provider’s hosted checkout', async () => {
    signInAs(student);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course({ price: 10, currency: 'USD' })),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/payments/checkout/': () =>
        json(201, {
          payment_id: 9,
          status: 'pending',
          checkout_url: 'https://checkout.flutterwave.com/v3/hosted/pay/abc123',
        }),
    });
    const { user } = renderApp('/courses/5');

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.flutterwave.com/v3/hosted/pay/abc123'),
    );
  });

  it('says near the button when payments are not set up', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course({ price: 10, currency: 'USD' })),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/payments/checkout/': () =>
        apiError(503, 'Payments are not set up on this platform.', 'service_unavailable'),
    });
    const { user } = renderApp('/courses/5');

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are not set up on this platform.');
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
    expect(
      screen.queryByText('Payment integration coming soon! This will redirect to payment gateway.'),
    ).not.toBeInTheDocument();
  });

  it('treats a checkout answered 409 as already enrolled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course({ price: 10, currency: 'USD' })),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
      'POST /api/payments/checkout/': () =>
        apiError(409, 'You are already enrolled in this course.', 'conflict'),
    });
    const { user } = renderApp('/courses/5');

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));

    expect(await screen.findByText('You are already enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toBeInTheDocument();
  });

  it('gives an instructor the access note and the lesson previews', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/courses/5/': () => json(200, withContent(course())),
    });
    renderApp('/courses/5');

    expect(await screen.findByText('Instructor Access')).toBeInTheDocument();
    expect(
      screen.getByText(/Instructors cannot enroll in courses\. Only students can enroll\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^Numbers: word/)).toBeInTheDocument();
  });

  it('marks a lesson with an uploaded video even when a guest gets no address for it', async () => {
    const lessons = [
      lesson({ id: 51, title: 'Greetings', video_source: 'file' }),
      lesson({ id: 52, title: 'Numbers' }),
    ];
    mockApi({ 'GET /api/courses/5/': () => json(200, course({ lessons })) });
    renderApp('/courses/5');

    const greetings = (await screen.findByRole('heading', { level: 3, name: /Greetings/ })).closest('li');
    expect(within(greetings as HTMLElement).getByLabelText('Includes a video')).toBeInTheDocument();
    const numbers = screen.getByRole('heading', { level: 3, name: 'Numbers' }).closest('li');
    expect(within(numbers as HTMLElement).queryByLabelText('Includes a video')).not.toBeInTheDocument();
  });

  it('shows an enrolled student the opening of each lesson without its Markdown', async () => {
    signInAs(student);
    const markdown = '## Saying hello\n\n**Jambo** means *hello*: see [the dictionary](https://example.com).';
    const lessons = [lesson({ id: 51, title: 'Greetings', content: markdown, attachments: [] })];
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/courses/5/': () => json(200, course({ lessons })),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: true }),
    });
    renderApp('/courses/5');

    expect(
      await screen.findByText('Saying hello Jambo means hello: see the dictionary.'),
    ).toBeInTheDocument();
  });

  it('shows another instructor the plain-text opening the server cut, as it is', async () => {
    const other = { ...instructor, id: 3, username: 'musa' };
    signInAs(other);
    const lessons = [lesson({ id: 51, title: 'Greetings', content: 'Multiply 2*3*4 and <b> stays' })];
    mockApi({
      'GET /api/auth/profile/': () => json(200, other),
      'GET /api/courses/5/': () => json(200, course({ lessons })),
    });
    renderApp('/courses/5');

    expect(await screen.findByText('Multiply 2*3*4 and <b> stays')).toBeInTheDocument();
  });

  it('says when the course does not exist', async () => {
    mockApi({ 'GET /api/courses/5/': () => apiError(404, 'Course not found.', 'not_found') });
    renderApp('/courses/5');

    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('says when the course could not be loaded', async () => {
    mockApi({ 'GET /api/courses/5/': () => apiError(500, 'Boom', 'internal_error') });
    renderApp('/courses/5');

    expect(await screen.findByText('Failed to fetch course details. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toBeInTheDocument();
  });
});
