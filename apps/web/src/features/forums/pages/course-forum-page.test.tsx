import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ForumCategory, ForumThreadSummary } from '@somo/contract/forums';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

// Pages load lazily and these tests run beside many others: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

const categories: ForumCategory[] = [
  { id: 1, name: 'General', icon: '💬', description: 'Anything', thread_count: 1 },
  { id: 2, name: 'Questions & Answers', icon: '❓', description: 'Help', thread_count: 1 },
];

const recent = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

const threads: ForumThreadSummary[] = [
  {
    id: 10,
    title: 'Welcome to the course',
    category: { id: 1, name: 'General' },
    category_name: 'General',
    author: { id: 5, username: 'teacher', full_name: 'Grace Achieng' },
    author_is_instructor: true,
    post_count: 3,
    views: 12,
    pinned: true,
    locked: true,
    solved: false,
    created_at: recent,
    last_post: { author: 'amina', author_name: 'Amina Nakato', created_at: recent },
  },
  {
    id: 11,
    title: 'How do loops work?',
    category: { id: 2, name: 'Questions & Answers' },
    category_name: 'Questions & Answers',
    author: { id: 1, username: 'amina', full_name: 'Amina Nakato' },
    author_is_instructor: false,
    post_count: 1,
    views: 1,
    pinned: false,
    locked: false,
    solved: true,
    created_at: recent,
    last_post: null,
  },
];

function forumApi(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, student),
    'GET /api/courses/7/': () => json(200, { id: 7, title: 'Intro to Python' }),
    'GET /api/courses/7/forum/categories/': () => json(200, categories),
    'GET /api/courses/7/forum/threads/': () => json(200, threads),
    'GET /api/courses/7/forum/stats/': () =>
      json(200, {
        total_threads: 2,
        total_posts: 4,
        recent_activity: { new_threads_today: 0, new_posts_today: 0 },
      }),
    ...overrides,
  });
}

function threadQueries(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, 'GET', '/api/courses/7/forum/threads/').map(([input]) =>
    new URL(String(input)).searchParams.toString(),
  );
}

describe('course forum page', { timeout: 15_000 }, () => {
  it('shows the course, its categories and threads with their status icon by priority', async () => {
    signInAs(student);
    forumApi();
    renderApp('/courses/7/forum');

    expect(await screen.findByRole('heading', { level: 1, name: 'Intro to Python' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', '/courses/7');
    const filters = screen.getByRole('list', { name: 'Categories' });
    expect(within(filters).getByRole('button', { name: /All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: /Questions & Answers/ })).toHaveTextContent(
      '1 thread',
    );

    const rows = within(await screen.findByRole('list', { name: 'Threads' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Welcome to the course');
    expect(rows[0]?.querySelector('[data-status]')).toHaveAttribute('data-status', 'pinned');
    expect(rows[0]).toHaveTextContent('3 posts');
    expect(rows[0]).toHaveTextContent('12 views');
    expect(rows[0]).toHaveTextContent('by Grace Achieng');
    expect(within(rows[0] as HTMLElement).getByText('Instructor')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Last post by Amina Nakato 2 hours ago');
    expect(rows[1]).toHaveTextContent('by Amina Nakato');
    expect(within(rows[1] as HTMLElement).queryByText('Instructor')).not.toBeInTheDocument();
    expect(rows[1]?.querySelector('[data-status]')).toHaveAttribute('data-status', 'solved');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'How do loops work?' })).toHaveAttribute(
      'href',
      '/courses/7/forum/thread/11',
    );
  });

  it('filters by category and sends the search once typing pauses', async () => {
    signInAs(student);
    const fetchMock = forumApi();
    const { user } = renderApp('/courses/7/forum');

    await screen.findByRole('list', { name: 'Threads' });
    await user.click(screen.getByRole('button', { name: /Questions & Answers/ }));
    await waitFor(() => expect(threadQueries(fetchMock)).toContain('category=2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search threads' }), 'loops');
    await waitFor(() => expect(threadQueries(fetchMock)).toContain('category=2&search=loops'));
    expect(threadQueries(fetchMock).filter((query) => query.includes('search=')).length).toBe(1);
  });

  it('tells apart an empty forum from a search with no results', async () => {
    signInAs(student);
    forumApi({ 'GET /api/courses/7/forum/threads/': () => json(200, []) });
    const { user } = renderApp('/courses/7/forum');

    expect(await screen.findByRole('heading', { name: 'No threads yet' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search threads' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching threads' })).toBeInTheDocument();
  });

  it('asks for both title and message, counts characters, then opens the new thread', async () => {
    signInAs(student);
    const fetchMock = forumApi({
      'POST /api/courses/7/forum/threads/': () => json(201, { id: 42, message: 'Thread created.' }),
      'GET /api/courses/7/forum/threads/42/': () =>
        json(404, { error: 'Thread not found', code: 'not_found' }),
    });
    const { router, user } = renderApp('/courses/7/forum');

    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new discussion' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Help with lists');
    expect(within(dialog).getByText('15/200 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('0/2000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Thread' }));
    expect(await within(dialog).findByText('Please fill in both title and content')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Category'), '2');
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('How do I sort a list?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Thread' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/7/forum/thread/42'));
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Help with lists',
      initial_post: 'How do I sort a list?',
      category: 2,
    });
  });

  it('keeps the dialog open with the spec message when creating fails', async () => {
    signInAs(student);
    forumApi({ 'POST /api/courses/7/forum/threads/': () => new Response('oops', { status: 500 }) });
    const { user } = renderApp('/courses/7/forum');

    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('A title');
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('A message');
    await user.click(within(dialog).getByRole('button', { name: 'Create Thread' }));
    expect(await within(dialog).findByText('Failed to create thread. Please try again.')).toBeInTheDocument();
  });

  it('explains that the forum is for course members, with a way to the course', async () => {
    signInAs(student);
    forumApi({
      'GET /api/courses/7/forum/categories/': () =>
        apiError(403, 'Enroll in this course to take part in its forum.', 'not_enrolled'),
      'GET /api/courses/7/forum/threads/': () =>
        apiError(403, 'Enroll in this course to take part in its forum.', 'not_enrolled'),
    });
    renderApp('/courses/7/forum');

    expect(
      await screen.findByText('Enroll in this course to take part in its forum.', {}),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', '/courses/7');
    expect(screen.queryByRole('button', { name: 'New Thread' })).not.toBeInTheDocument();
  });

  it('offers a retry when the forum cannot be loaded', async () => {
    signInAs(student);
    forumApi({ 'GET /api/courses/7/forum/categories/': () => new Response('down', { status: 503 }) });
    renderApp('/courses/7/forum');

    expect(
      await screen.findByRole('heading', { name: 'The discussions could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a guest to sign in', async () => {
    mockApi({});
    const { router } = renderApp('/courses/7/forum');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
