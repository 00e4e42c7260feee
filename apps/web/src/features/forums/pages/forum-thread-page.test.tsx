import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@somo/contract/auth';
import type { ForumAuthor, ForumPost, ForumThreadDetail } from '@somo/contract/forums';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { setOnline } from '../../../test/network';

// Pages load lazily and these tests run beside many others: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

const instructor: SessionUser = { ...student, id: 9, username: 'teacher', role: 'instructor' };
const classmate: ForumAuthor = { id: 3, username: 'baraka', full_name: 'Baraka Ouma' };
const asker: ForumAuthor = { id: student.id, username: student.username, full_name: 'Amina Nakato' };
const teacher: ForumAuthor = { id: instructor.id, username: instructor.username, full_name: 'Grace Achieng' };
const recent = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();

function post(id: number, author: ForumAuthor, extra: Partial<ForumPost> = {}): ForumPost {
  return {
    id,
    content: `Post number ${id}`,
    author,
    author_is_instructor: author.id === teacher.id,
    created_at: recent,
    parent: null,
    replies: [],
    reply_count: 0,
    upvote_count: 0,
    is_upvoted: false,
    is_solution: false,
    ...extra,
  };
}

function thread(extra: Partial<ForumThreadDetail> = {}): ForumThreadDetail {
  return {
    id: 20,
    title: 'How do I read a file?',
    category: { id: 2, name: 'Questions & Answers' },
    category_name: 'Questions & Answers',
    author: asker,
    author_is_instructor: false,
    post_count: 3,
    views: 4,
    pinned: false,
    locked: false,
    solved: false,
    created_at: recent,
    last_post: { author: classmate.username, author_name: classmate.full_name, created_at: recent },
    course_id: 7,
    can_moderate: false,
    posts: [
      post(100, asker, { content: 'I tried open() <b>but</b>\n  it fails' }),
      post(101, classmate, {
        upvote_count: 2,
        replies: [post(102, asker, { parent: 101 })],
        reply_count: 1,
      }),
    ],
    ...extra,
  };
}

function threadApi(user: SessionUser, detail: ForumThreadDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(user);
  return mockApi({
    'GET /api/auth/profile/': () => json(200, user),
    'GET /api/courses/7/forum/threads/20/': () => json(200, detail),
    ...extra,
  });
}

describe('forum thread page', { timeout: 15_000 }, () => {
  it('shows the thread, nested replies as plain text, and only the actions this reader may use', async () => {
    threadApi(student, thread());
    renderApp('/courses/7/forum/thread/20');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I read a file?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 views')).toBeInTheDocument();
    expect(screen.getByText('2 replies')).toBeInTheDocument();

    const opening = screen.getByRole('article', { name: 'Opening post by Amina Nakato' });
    expect(opening.querySelector('p')?.textContent).toBe('I tried open() <b>but</b>\n  it fails');
    expect(opening.querySelector('b')).toBeNull();
    expect(within(opening).getByText('3 hours ago')).toBeInTheDocument();

    const classmateReply = screen.getByRole('article', { name: 'Reply by Baraka Ouma' });
    // The student wrote the thread: they may pick the answer, not delete someone else's post.
    expect(within(classmateReply).getByRole('button', { name: 'Mark as solution' })).toBeInTheDocument();
    expect(within(classmateReply).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Replies to Baraka Ouma' })).toHaveTextContent('Post number 102');
    const ownReply = screen.getByRole('article', { name: 'Reply by Amina Nakato' });
    expect(within(ownReply).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Delete thread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin thread' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toBeInTheDocument();
  });

  it('names people by full name, draws initials from it and badges the course instructor', async () => {
    const detail = thread({
      posts: [
        post(100, asker),
        post(101, teacher, { replies: [post(102, classmate, { parent: 101 })], reply_count: 1 }),
        post(103, { id: 4, username: 'wanjiru_k', full_name: 'wanjiru_k' }),
      ],
    });
    threadApi(student, detail);
    renderApp('/courses/7/forum/thread/20');

    const answer = await screen.findByRole('article', { name: 'Reply by Grace Achieng' });
    expect(within(answer).getByText('Instructor')).toBeInTheDocument();
    expect(answer.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GA');
    expect(screen.getByRole('list', { name: 'Replies to Grace Achieng' })).toBeInTheDocument();

    const opening = screen.getByRole('article', { name: 'Opening post by Amina Nakato' });
    expect(within(opening).queryByText('Instructor')).not.toBeInTheDocument();
    expect(opening.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AN');
    const nested = screen.getByRole('article', { name: 'Reply by Baraka Ouma' });
    expect(within(nested).queryByText('Instructor')).not.toBeInTheDocument();
    // Without a name the username is shown, and gives the initial.
    const nameless = screen.getByRole('article', { name: 'Reply by wanjiru_k' });
    expect(nameless.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'W');
    expect(screen.getAllByText('Instructor')).toHaveLength(1);
    expect(screen.getByText(/Started by/)).toHaveTextContent('Started by Amina Nakato');
  });

  it('badges a thread the instructor started', async () => {
    threadApi(student, thread({ author: teacher, author_is_instructor: true, posts: [post(100, teacher)] }));
    renderApp('/courses/7/forum/thread/20');

    const opening = await screen.findByRole('article', { name: 'Opening post by Grace Achieng' });
    expect(within(opening).getByText('Instructor')).toBeInTheDocument();
    const header = screen.getByText(/Started by/).parentElement as HTMLElement;
    expect(within(header).getByText('Instructor')).toBeInTheDocument();
  });

  it('hides delete and solution controls from a reader who is neither author nor moderator', async () => {
    threadApi({ ...student, id: 3, username: 'baraka', first_name: 'Baraka', last_name: 'Ouma' }, thread());
    renderApp('/courses/7/forum/thread/20');

    const opening = await screen.findByRole('article', { name: 'Opening post by Amina Nakato' });
    expect(within(opening).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete thread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as solution' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Reply by Baraka Ouma' })).getByRole('button', {
        name: 'Delete',
      }),
    ).toBeInTheDocument();
  });

  it('toggles an upvote with the count the server answers', async () => {
    const fetchMock = threadApi(student, thread(), {
      'POST /api/courses/7/forum/posts/101/upvote/': () => json(200, { upvote_count: 3, upvoted: true }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    const reply = await screen.findByRole('article', { name: 'Reply by Baraka Ouma' });
    const upvote = within(reply).getByRole('button', { name: 'Upvote, 2 votes' });
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await user.click(upvote);
    expect(await within(reply).findByRole('button', { name: 'Upvote, 3 votes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(fetchMock, 'GET', '/api/courses/7/forum/threads/20/')).toHaveLength(1);
  });

  it('posts a reply, and a reply to one post with that post as parent', async () => {
    const fetchMock = threadApi(student, thread(), {
      'POST /api/courses/7/forum/threads/20/posts/': () => json(201, { id: 130, message: 'Reply posted.' }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Reply cannot be empty')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('  Use with open(...)  ');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/posts/')).toHaveLength(1),
    );

    const reply = screen.getByRole('article', { name: 'Reply by Baraka Ouma' });
    await user.click(within(reply).getByRole('button', { name: 'Reply' }));
    await user.paste('Thanks!');
    await user.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/posts/')).toHaveLength(2),
    );

    const bodies = callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/posts/').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([
      { content: 'Use with open(...)', parent: null },
      { content: 'Thanks!', parent: 101 },
    ]);
  });

  it('offline, Post Reply says why it does nothing and sends nothing, even once back online', async () => {
    const fetchMock = threadApi(student, thread(), {
      'POST /api/courses/7/forum/threads/20/posts/': () => json(201, { id: 130, message: 'Reply posted.' }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');
    await user.click(await screen.findByLabelText('Your reply'));
    await user.paste('Use with open(...)');

    setOnline(false);
    const offline = screen.getByRole('button', { name: 'Post Reply' });
    expect(offline).toHaveAttribute('aria-disabled', 'true');
    expect(offline).toHaveAttribute('type', 'button');
    expect(offline).toHaveAccessibleDescription('You are offline. This needs a connection.');
    await user.click(offline);
    // Nothing was asked, not even queued for the reconnection: what was typed stays to send later.
    setOnline(true);
    const online = screen.getByRole('button', { name: 'Post Reply' });
    expect(online).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Use with open(...)');
    // A paused request would resume on reconnection: give it the time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/posts/')).toHaveLength(0);

    await user.click(online);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/posts/')).toHaveLength(1),
    );
  });

  it('shows the failure text when a reply is refused', async () => {
    threadApi(student, thread(), {
      'POST /api/courses/7/forum/threads/20/posts/': () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByLabelText('Your reply', {}));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Failed to post reply')).toBeInTheDocument();
  });

  it('reloads the thread when a reply is refused because it was locked meanwhile', async () => {
    let locked = false;
    threadApi(student, thread(), {
      'GET /api/courses/7/forum/threads/20/': () => json(200, thread({ locked })),
      'POST /api/courses/7/forum/threads/20/posts/': () => {
        locked = true;
        return apiError(403, 'This thread is locked and accepts no new replies.', 'thread_locked');
      },
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByLabelText('Your reply', {}));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Thread Locked', {})).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('keeps the reply box when a reply is refused for another reason', async () => {
    const fetchMock = threadApi(student, thread(), {
      'POST /api/courses/7/forum/threads/20/posts/': () =>
        apiError(403, 'Enroll in this course to take part in its forum.', 'not_enrolled'),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByLabelText('Your reply', {}));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Enroll in this course to take part in its forum.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello');
    expect(callsTo(fetchMock, 'GET', '/api/courses/7/forum/threads/20/')).toHaveLength(1);
  });

  it('shows a locked, solved thread with the green solution and no reply box', async () => {
    const detail = thread({ locked: true, solved: true, pinned: true });
    const solved = detail.posts[1];
    if (solved) solved.is_solution = true;
    threadApi(student, detail);
    renderApp('/courses/7/forum/thread/20');

    expect(await screen.findByText('Thread Locked', {})).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.getByText('Solved')).toBeInTheDocument();
    const solution = screen.getByRole('article', { name: 'Solution by Baraka Ouma' });
    expect(solution).toHaveClass('bg-success-50');
    expect(within(solution).getByRole('button', { name: 'Unmark solution' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('gives the course instructor pin, lock and delete on every post', async () => {
    const fetchMock = threadApi(instructor, thread({ can_moderate: true }), {
      'POST /api/courses/7/forum/threads/20/pin/': () => json(200, { pinned: true }),
      'POST /api/courses/7/forum/threads/20/lock/': () => json(200, { locked: true }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByRole('button', { name: 'Pin thread' }));
    await user.click(screen.getByRole('button', { name: 'Lock thread' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/lock/')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/courses/7/forum/threads/20/pin/')).toHaveLength(1);
    expect(
      within(screen.getByRole('article', { name: 'Reply by Baraka Ouma' })).getByRole('button', {
        name: 'Delete',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as solution' })).toHaveLength(2);
  });

  it('deletes the thread after confirmation and returns to the forum', async () => {
    threadApi(student, thread(), {
      'DELETE /api/courses/7/forum/threads/20/': () => json(200, { message: 'Thread deleted successfully' }),
      'GET /api/courses/7/forum/categories/': () => json(200, []),
      'GET /api/courses/7/forum/threads/': () => json(200, []),
    });
    const { router, user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByRole('button', { name: 'Delete thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thread' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this thread? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Thread' }));

    expect(await screen.findByText('Thread deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/7/forum'));
  });

  it('shows the server reason when deleting the thread is refused', async () => {
    threadApi(student, thread(), {
      'DELETE /api/courses/7/forum/threads/20/': () =>
        apiError(403, 'Only the author or the course instructor can delete this thread.', 'forbidden'),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    await user.click(await screen.findByRole('button', { name: 'Delete thread' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Thread' }),
    );
    expect(
      await screen.findByText('Only the author or the course instructor can delete this thread.'),
    ).toBeInTheDocument();
  });

  it('deletes a post after confirmation', async () => {
    const fetchMock = threadApi(student, thread(), {
      'DELETE /api/courses/7/forum/posts/102/': () => json(200, { message: 'Post deleted successfully' }),
    });
    const { user } = renderApp('/courses/7/forum/thread/20');

    const own = await screen.findByRole('article', { name: 'Reply by Amina Nakato' });
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/courses/7/forum/posts/102/')).toHaveLength(1);
  });

  it('says Thread not found for a missing thread, with the way back', async () => {
    threadApi(student, thread(), {
      'GET /api/courses/7/forum/threads/20/': () => apiError(404, 'Thread not found', 'not_found'),
    });
    renderApp('/courses/7/forum/thread/20');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thread not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to forum' })).toHaveAttribute('href', '/courses/7/forum');
  });
});
