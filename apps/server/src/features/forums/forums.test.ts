import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumThreads, forumThreadViews, forumUpvotes } from '../../db/schema/forums';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import { noCache } from '../../lib/signal-cache';
import { noViewerCache } from '../../lib/viewer-cache';
import { eventually } from '../../../test/eventually';
import { buildCourse, buildUser, enrollStudent, signIn, type BuiltUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { createForumCache } from './forum-cache';
import { getThread, getThreads } from './forum-reads';
import { createThreadViews } from './forum-views';
import { createPost, createThread } from './forums.service';

// The forum keeps its answers in memory with the catalogue cache: every test here reads through it.
const CACHED = { catalogue: true, sessions: true, notifications: false, viewers: false };

let t: TestApp;
type Person = { user: BuiltUser; token: string };
let teacher: Person;
let asker: Person;
let helper: Person;
let outsider: Person;
let admin: Person;
let courseId: number;
let base: string;

async function person(
  role: 'student' | 'instructor' | 'admin',
  names: { firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const user = await buildUser(t.db, { role, ...names });
  return { user, token: (await signIn(t.app, user)).access };
}

const newThread = (who: Person, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${base}/threads/`, {
    token: who.token,
    body: {
      title: 'How do I balance equations?',
      initial_post: 'I am stuck on question 3.',
      category: null,
      ...body,
    },
  });

const reply = (
  who: Person,
  threadId: number,
  content = 'Count atoms on both sides.',
  parent: number | null = null,
) =>
  call(t.app, 'POST', `${base}/threads/${threadId}/posts/`, { token: who.token, body: { content, parent } });

beforeAll(async () => {
  t = await createTestApp({ caches: CACHED });
  teacher = await person('instructor');
  asker = await person('student');
  helper = await person('student');
  outsider = await person('student');
  admin = await person('admin');
  courseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Chemistry' })).id;
  base = `/api/courses/${courseId}/forum`;
  await enrollStudent(t.db, asker.user.id, courseId);
  await enrollStudent(t.db, helper.user.id, courseId);
});
afterAll(async () => {
  await t?.close();
});

describe('categories and threads', () => {
  it('gives a course the default categories with thread counts', async () => {
    const categories = await call(t.app, 'GET', `${base}/categories/`, { token: asker.token });
    expect(categories.body.map((c: { name: string }) => c.name)).toEqual([
      'General',
      'Questions & Answers',
      'Study Groups',
      'Resources',
    ]);
    const qa = categories.body[1];
    await newThread(asker, { category: qa.id });
    const after = await call(t.app, 'GET', `${base}/categories/`, { token: asker.token });
    expect(after.body[1].thread_count).toBe(1);
    const filtered = await call(t.app, 'GET', `${base}/threads/?category=${qa.id}`, { token: asker.token });
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0]).toMatchObject({
      category: { id: qa.id, name: 'Questions & Answers' },
      category_name: 'Questions & Answers',
      post_count: 1,
    });
  });

  it('searches titles and posts', async () => {
    const created = await newThread(asker, {
      title: 'Lab safety',
      initial_post: 'Where are the goggles kept?',
    });
    await reply(helper, created.body.id, 'In the blue cupboard.');
    const byTitle = await call(t.app, 'GET', `${base}/threads/?search=SAFETY`, { token: asker.token });
    expect(byTitle.body.map((th: { id: number }) => th.id)).toEqual([created.body.id]);
    const byPost = await call(t.app, 'GET', `${base}/threads/?search=cupboard`, { token: asker.token });
    expect(byPost.body.map((th: { id: number }) => th.id)).toEqual([created.body.id]);
    expect(byPost.body[0].last_post.author).toBe(helper.user.username);
  });

  it('validates a new thread', async () => {
    const blank = await newThread(asker, { title: ' ', initial_post: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Please fill in both title and content');
    expect((await newThread(asker, { title: 'x'.repeat(201) })).status).toBe(400);
    expect((await newThread(asker, { initial_post: 'x'.repeat(2001) })).status).toBe(400);
    expect((await newThread(asker, { category: 999999 })).body.fields.category).toBe(
      'Choose one of this course’s categories.',
    );
  });

  it('keeps outsiders out and tells the instructor about a new thread', async () => {
    const refused = await call(t.app, 'GET', `${base}/threads/`, { token: outsider.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_enrolled');
    expect((await newThread(outsider)).status).toBe(403);
    expect((await call(t.app, 'GET', `${base}/threads/`)).status).toBe(401);
    expect((await call(t.app, 'GET', `${base}/threads/`, { token: admin.token })).status).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/courses/999999/forum/threads/', { token: admin.token })).status,
    ).toBe(404);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, teacher.user.id));
    expect(notes.some((note) => note.type === 'forum_thread')).toBe(true);
  });
});

describe('new-thread notifications', () => {
  it('reach the instructor and students who take part in the forum, not the author or bystanders', async () => {
    const bystander = await person('student');
    await enrollStudent(t.db, bystander.user.id, courseId);
    const before = async (who: Person) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).length;
    const counts = {
      teacher: await before(teacher),
      helper: await before(helper),
      asker: await before(asker),
      bystander: await before(bystander),
    };
    await newThread(helper, { title: 'Participation check' });
    await newThread(asker, { title: 'Fresh question' });
    expect(await before(teacher)).toBe(counts.teacher + 2);
    expect(await before(helper)).toBe(counts.helper + 1);
    expect(await before(bystander)).toBe(counts.bystander);
  });
});

describe('a thread', () => {
  it('nests replies, counts views once per viewer per hour and notifies participants', async () => {
    const { body } = await newThread(asker);
    const first = await reply(helper, body.id);
    await reply(asker, body.id, 'Thanks!', first.body.id);
    const thread = await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: asker.token });
    expect(thread.status).toBe(200);
    expect(thread.body.posts).toHaveLength(2);
    expect(thread.body.posts[1]).toMatchObject({
      content: 'Count atoms on both sides.',
      reply_count: 1,
      replies: [{ content: 'Thanks!', parent: first.body.id }],
    });
    expect(thread.body.views).toBe(1);
    await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: asker.token });
    const again = await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: helper.token });
    expect(again.body.views).toBe(2);
    const helperNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, helper.user.id));
    expect(
      helperNotes.filter((note) => note.data.thread_id === body.id && note.title.startsWith('New reply')),
    ).toHaveLength(1);
  });

  it('stores post content as plain text', async () => {
    const { body } = await newThread(asker, { initial_post: '<script>alert(1)</script>' });
    const thread = await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: asker.token });
    expect(thread.body.posts[0].content).toBe('<script>alert(1)</script>');
  });

  it('toggles upvotes', async () => {
    const { body } = await newThread(asker);
    const post = (await reply(helper, body.id)).body.id;
    const up = await call(t.app, 'POST', `${base}/posts/${post}/upvote/`, { token: asker.token });
    expect(up.body).toEqual({ upvoted: true, upvote_count: 1 });
    const down = await call(t.app, 'POST', `${base}/posts/${post}/upvote/`, { token: asker.token });
    expect(down.body).toEqual({ upvoted: false, upvote_count: 0 });
  });

  it('lets the thread author or instructor mark one solution', async () => {
    const { body } = await newThread(asker);
    const a = (await reply(helper, body.id, 'A')).body.id;
    const b = (await reply(helper, body.id, 'B')).body.id;
    expect((await call(t.app, 'POST', `${base}/posts/${a}/solution/`, { token: helper.token })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', `${base}/posts/${a}/solution/`, { token: asker.token })).body).toEqual({
      is_solution: true,
      solved: true,
    });
    expect(
      (await call(t.app, 'POST', `${base}/posts/${b}/solution/`, { token: teacher.token })).body,
    ).toEqual({ is_solution: true, solved: true });
    const thread = await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: asker.token });
    expect(thread.body.solved).toBe(true);
    expect(
      thread.body.posts
        .filter((p: { is_solution: boolean }) => p.is_solution)
        .map((p: { id: number }) => p.id),
    ).toEqual([b]);
  });

  it('lets only the instructor or an admin pin and lock; a locked thread takes no replies', async () => {
    const { body } = await newThread(asker);
    expect(
      (await call(t.app, 'POST', `${base}/threads/${body.id}/pin/`, { token: asker.token })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `${base}/threads/${body.id}/pin/`, { token: teacher.token })).body,
    ).toEqual({ pinned: true });
    expect(
      (await call(t.app, 'POST', `${base}/threads/${body.id}/lock/`, { token: admin.token })).body,
    ).toEqual({ locked: true });
    const refused = await reply(helper, body.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'thread_locked',
      error: 'This thread is locked and accepts no new replies.',
    });
    const list = await call(t.app, 'GET', `${base}/threads/`, { token: asker.token });
    expect(list.body[0]).toMatchObject({ id: body.id, pinned: true, locked: true });
    expect(
      (await call(t.app, 'POST', `${base}/threads/${body.id}/lock/`, { token: teacher.token })).body,
    ).toEqual({ locked: false });
    expect((await reply(helper, body.id)).status).toBe(201);
  });

  it('validates replies', async () => {
    const { body } = await newThread(asker);
    expect((await reply(helper, body.id, '   ')).body.error).toBe('Reply cannot be empty');
    const otherThread = await newThread(asker);
    const foreignParent = (await reply(helper, otherThread.body.id)).body.id;
    expect((await reply(helper, body.id, 'x', foreignParent)).status).toBe(400);
  });

  it('lets the author, the instructor or an admin delete, nobody else', async () => {
    const { body } = await newThread(asker);
    const post = (await reply(helper, body.id)).body.id;
    expect((await call(t.app, 'DELETE', `${base}/posts/${post}/`, { token: asker.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `${base}/posts/${post}/`, { token: teacher.token })).body).toEqual({
      message: 'Post deleted successfully',
    });
    expect((await call(t.app, 'DELETE', `${base}/threads/${body.id}/`, { token: helper.token })).status).toBe(
      403,
    );
    expect((await call(t.app, 'DELETE', `${base}/threads/${body.id}/`, { token: asker.token })).body).toEqual(
      { message: 'Thread deleted successfully' },
    );
    const gone = await call(t.app, 'GET', `${base}/threads/${body.id}/`, { token: asker.token });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Thread not found');
  });
});

describe('people on the forum', () => {
  type Author = { id: number; username: string; full_name: string };
  type Post = { author: Author; author_is_instructor: boolean; replies: Post[] };
  let grace: Person;
  let amani: Person;
  let nameless: Person;
  let namedBase: string;

  beforeAll(async () => {
    grace = await person('instructor', { firstName: 'Grace', lastName: 'Nakato' });
    amani = await person('student', { firstName: 'Amani', lastName: 'Okello' });
    nameless = await person('student', { firstName: '', lastName: '' });
    const course = await buildCourse(t.db, { instructorId: grace.user.id, title: 'Kiswahili' });
    namedBase = `/api/courses/${course.id}/forum`;
    await enrollStudent(t.db, amani.user.id, course.id);
    await enrollStudent(t.db, nameless.user.id, course.id);
  });

  const start = (who: Person, title: string) =>
    call(t.app, 'POST', `${namedBase}/threads/`, {
      token: who.token,
      body: { title, initial_post: 'Karibu!', category: null },
    });
  const answer = (who: Person, threadId: number, content: string) =>
    call(t.app, 'POST', `${namedBase}/threads/${threadId}/posts/`, {
      token: who.token,
      body: { content, parent: null },
    });
  const names = (posts: Post[]) =>
    posts.map((post) => [post.author.full_name, post.author_is_instructor] as const);

  it('names authors by full name, or username without one, and marks the course instructor’s posts', async () => {
    const { body } = await start(grace, 'Welcome to the course');
    await answer(amani, body.id, 'Asante sana');
    await answer(nameless, body.id, 'Habari');
    await answer(admin, body.id, 'Welcome from the school office');
    await answer(grace, body.id, 'Ask me anything');

    const thread = await call(t.app, 'GET', `${namedBase}/threads/${body.id}/`, { token: amani.token });
    expect(thread.status).toBe(200);
    expect(thread.body.author).toEqual({
      id: grace.user.id,
      username: grace.user.username,
      full_name: 'Grace Nakato',
    });
    expect(thread.body.author_is_instructor).toBe(true);
    expect(names(thread.body.posts)).toEqual([
      ['Grace Nakato', true],
      ['Amani Okello', false],
      [nameless.user.username, false],
      [`${admin.user.firstName} ${admin.user.lastName}`, false],
      ['Grace Nakato', true],
    ]);
    expect(thread.body.posts[2].author.username).toBe(nameless.user.username);
  });

  it('marks a reply nested under another post too', async () => {
    const { body } = await start(amani, 'Numbers one to ten');
    const first = await answer(nameless, body.id, 'Moja, mbili, tatu');
    await call(t.app, 'POST', `${namedBase}/threads/${body.id}/posts/`, {
      token: grace.token,
      body: { content: 'Good, now nne and tano.', parent: first.body.id },
    });
    const thread = await call(t.app, 'GET', `${namedBase}/threads/${body.id}/`, { token: nameless.token });
    expect(thread.body.author_is_instructor).toBe(false);
    expect(thread.body.author.full_name).toBe('Amani Okello');
    expect(names(thread.body.posts[1].replies)).toEqual([['Grace Nakato', true]]);
  });

  it('lists threads with the author’s and the last poster’s names', async () => {
    const { body } = await start(amani, 'Greetings');
    await answer(grace, body.id, 'Use "Shikamoo" for elders.');
    const announced = await start(grace, 'Office hours');
    const list = await call(t.app, 'GET', `${namedBase}/threads/`, { token: nameless.token });
    const row = (id: number) => list.body.find((thread: { id: number }) => thread.id === id);
    expect(row(body.id)).toMatchObject({
      author: { id: amani.user.id, username: amani.user.username, full_name: 'Amani Okello' },
      author_is_instructor: false,
      last_post: { author: grace.user.username, author_name: 'Grace Nakato' },
    });
    expect(row(announced.body.id)).toMatchObject({
      author: { full_name: 'Grace Nakato' },
      author_is_instructor: true,
      last_post: { author: grace.user.username, author_name: 'Grace Nakato' },
    });
  });

  it('names the poster by full name in forum notifications', async () => {
    const { body } = await start(amani, 'Homework help');
    await answer(grace, body.id, 'Look at lesson 2.');
    const toGrace = await t.db.select().from(notifications).where(eq(notifications.userId, grace.user.id));
    expect(toGrace.map((note) => note.message)).toContain('Amani Okello started "Homework help".');
    const toAmani = await t.db.select().from(notifications).where(eq(notifications.userId, amani.user.id));
    expect(toAmani.map((note) => note.message)).toContain('Grace Nakato replied in Kiswahili.');
  });
});

describe('stats', () => {
  it('counts threads and posts, in total and today', async () => {
    const stats = await call(t.app, 'GET', `${base}/stats/`, { token: teacher.token });
    expect(stats.body.total_threads).toBeGreaterThan(0);
    expect(stats.body.total_posts).toBeGreaterThan(stats.body.total_threads);
    expect(stats.body.recent_activity.new_threads_today).toBe(stats.body.total_threads);
  });
});

describe('posting limit', () => {
  it('refuses a 31st thread or post within a minute with 429 and Retry-After', async () => {
    const poster = await person('student');
    await enrollStudent(t.db, poster.user.id, courseId);
    const first = await newThread(poster);
    expect(first.status).toBe(201);
    for (let i = 0; i < 29; i += 1) expect((await reply(poster, first.body.id)).status).toBe(201);

    const refused = await reply(poster, first.body.id);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await newThread(poster)).status).toBe(429);
    expect((await reply(helper, first.body.id)).status).toBe(201);
  });
});

describe('answers kept in memory', () => {
  type Post = { content: string; upvote_count: number; is_upvoted: boolean; author: { full_name: string } };
  type Summary = { id: number; title: string; post_count: number; locked: boolean; views: number };
  const read = (who: Person, id: number, at = base) =>
    call(t.app, 'GET', `${at}/threads/${id}/`, { token: who.token });
  const list = async (who: Person, at = base): Promise<Summary[]> =>
    (await call(t.app, 'GET', `${at}/threads/`, { token: who.token })).body;
  const listed = async (who: Person, id: number, at = base) =>
    (await list(who, at)).find((thread) => thread.id === id);

  it('show a new thread, a reply, an upvote, a lock and a deletion at once', async () => {
    await list(asker);
    const { body } = await newThread(asker, { title: 'Kept in memory' });
    expect(await listed(asker, body.id)).toMatchObject({ title: 'Kept in memory', post_count: 1 });
    expect((await read(asker, body.id)).body.posts).toHaveLength(1);

    const answer = (await reply(helper, body.id, 'Cached reply')).body.id;
    expect((await read(asker, body.id)).body.posts.map((post: Post) => post.content)).toEqual([
      'I am stuck on question 3.',
      'Cached reply',
    ]);
    expect(await listed(asker, body.id)).toMatchObject({
      post_count: 2,
      last_post: { author: helper.user.username },
    });

    await call(t.app, 'POST', `${base}/posts/${answer}/upvote/`, { token: helper.token });
    expect((await read(asker, body.id)).body.posts[1]).toMatchObject({ upvote_count: 1 });

    await call(t.app, 'POST', `${base}/threads/${body.id}/lock/`, { token: teacher.token });
    expect((await read(asker, body.id)).body.locked).toBe(true);
    expect(await listed(asker, body.id)).toMatchObject({ locked: true });

    await call(t.app, 'DELETE', `${base}/posts/${answer}/`, { token: helper.token });
    expect((await read(asker, body.id)).body.posts).toHaveLength(1);
    expect(await listed(asker, body.id)).toMatchObject({ post_count: 1 });

    await call(t.app, 'DELETE', `${base}/threads/${body.id}/`, { token: asker.token });
    expect((await read(asker, body.id)).status).toBe(404);
    expect(await listed(asker, body.id)).toBeUndefined();
  });

  it('give each reader their own upvotes and moderation rights from the one kept copy', async () => {
    const { body } = await newThread(asker, { title: 'Whose upvote' });
    const answer = (await reply(helper, body.id)).body.id;
    await call(t.app, 'POST', `${base}/posts/${answer}/upvote/`, { token: asker.token });
    const seen = async (who: Person) => {
      const thread = (await read(who, body.id)).body;
      return [thread.posts[1].is_upvoted, thread.posts[1].upvote_count, thread.can_moderate];
    };
    expect(await seen(helper)).toEqual([false, 1, false]);
    expect(await seen(asker)).toEqual([true, 1, false]);
    expect(await seen(teacher)).toEqual([false, 1, true]);
    expect(await seen(admin)).toEqual([false, 1, true]);
    expect((await read(outsider, body.id)).status).toBe(403);
  });

  it('are dropped by a change in the process that made it, without waiting for the signal', async () => {
    // A cache of its own, which hears no signal: only the changes' own forgetting can drop what it keeps.
    const forum = {
      cache: createForumCache(),
      views: createThreadViews(t.db, { warn: (error) => expect(error).toBeUndefined() }),
    };
    const ctx = { db: t.db, catalogue: noCache, viewers: noViewerCache, forum };
    const caches = { catalogue: noCache, forum };
    const as = (person: Person): Actor => ({
      id: person.user.id,
      role: person.user.role,
      username: person.user.username,
      isSuperuser: false,
    });
    const opened = await createThread({
      db: t.db,
      caches,
      actor: as(asker),
      courseId,
      body: { title: 'Forgotten here', initial_post: 'First', category: null },
    });
    const posts = async () =>
      JSON.parse((await getThread({ ctx, actor: as(teacher), courseId, threadId: opened.id })).toString())
        .posts.length;
    const threads = async () =>
      JSON.parse((await getThreads({ ctx, actor: as(asker), courseId, filters: {} })).toString());
    expect(await posts()).toBe(1);
    expect((await threads()).find((thread: { id: number }) => thread.id === opened.id)?.post_count).toBe(1);

    await createPost({
      db: t.db,
      caches,
      actor: as(helper),
      courseId,
      threadId: opened.id,
      body: { content: 'Second' },
    });
    expect(await posts()).toBe(2);
    expect((await threads()).find((thread: { id: number }) => thread.id === opened.id)?.post_count).toBe(2);
    await forum.views.close();
  });

  it('take in changes made elsewhere when the database signals them', async () => {
    const { body } = await newThread(asker, { title: 'Changed elsewhere' });
    const posts = async () =>
      (await read(teacher, body.id)).body.posts.map((post: Post) => [
        post.author.full_name,
        post.content,
        post.upvote_count,
      ]);
    const askerName = `${asker.user.firstName} ${asker.user.lastName}`;
    expect(await posts()).toEqual([[askerName, 'I am stuck on question 3.', 0]]);

    const [post] = await t.db
      .insert(forumPosts)
      .values({ threadId: body.id, authorId: helper.user.id, content: 'Written elsewhere' })
      .returning({ id: forumPosts.id });
    if (!post) throw new Error('post not created');
    const helperName = `${helper.user.firstName} ${helper.user.lastName}`;
    await eventually(posts, [
      [askerName, 'I am stuck on question 3.', 0],
      [helperName, 'Written elsewhere', 0],
    ]);

    await t.db.insert(forumUpvotes).values({ postId: post.id, userId: asker.user.id });
    await eventually(async () => (await posts())[1][2], 1);

    await t.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, helper.user.id));
    await eventually(async () => (await posts())[1][0], `${helper.user.firstName} Renamed`);
    await t.db.update(users).set({ lastName: helper.user.lastName }).where(eq(users.id, helper.user.id));
  });

  it('keep a course’s copies when another course’s forum changes, and views written alone drop nothing', async () => {
    const physics = await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Physics' });
    await enrollStudent(t.db, asker.user.id, physics.id);
    const physicsBase = `/api/courses/${physics.id}/forum`;
    const there = await call(t.app, 'POST', `${physicsBase}/threads/`, {
      token: asker.token,
      body: { title: 'Over there', initial_post: 'Hello', category: null },
    });
    const here = (await newThread(asker, { title: 'Right here' })).body.id;
    const rename = (id: number, title: string) =>
      t.db.update(forumThreads).set({ title }).where(eq(forumThreads.id, id));
    const titleAndViews = async () => {
      const thread = await listed(asker, here);
      return [thread?.title, thread?.views];
    };
    // Signals arrive in commit order: once this rename shows, the signal of the thread's creation is behind us.
    await rename(here, 'Right here, settled');
    await eventually(titleAndViews, ['Right here, settled', 0]);

    // Like a batch of views, this changes nothing else: no signal, so the kept list still shows 0.
    await t.db.update(forumThreads).set({ views: 42 }).where(eq(forumThreads.id, here));
    await rename(there.body.id, 'Over there, renamed');
    await eventually(
      async () => (await listed(asker, there.body.id, physicsBase))?.title,
      'Over there, renamed',
    );
    expect(await titleAndViews()).toEqual(['Right here, settled', 0]);

    await rename(here, 'Right here, renamed');
    await eventually(titleAndViews, ['Right here, renamed', 42]);
  });
});

describe('thread views', () => {
  it('show at once, wait in memory instead of a write per read, and are written when the server closes', async () => {
    const own = await createTestApp({ caches: CACHED });
    try {
      const as = async (role: 'student' | 'instructor') => {
        const user = await buildUser(own.db, { role });
        return { user, token: (await signIn(own.app, user)).access };
      };
      const instructor = await as('instructor');
      const [first, second] = [await as('student'), await as('student')];
      const course = await buildCourse(own.db, { instructorId: instructor.user.id });
      await enrollStudent(own.db, first.user.id, course.id);
      await enrollStudent(own.db, second.user.id, course.id);
      const at = `/api/courses/${course.id}/forum/threads/`;
      const created = await call(own.app, 'POST', at, {
        token: instructor.token,
        body: { title: 'Counted', initial_post: 'Read me', category: null },
      });
      const id = created.body.id as number;
      const views = async (who: { token: string }) =>
        (await call(own.app, 'GET', `${at}${id}/`, { token: who.token })).body.views;
      const stored = async () => {
        const [thread] = await own.db
          .select({ views: forumThreads.views })
          .from(forumThreads)
          .where(eq(forumThreads.id, id));
        const viewers = await own.db.select().from(forumThreadViews).where(eq(forumThreadViews.threadId, id));
        return [thread?.views, viewers.length];
      };

      expect(await views(first)).toBe(1);
      expect(await views(first)).toBe(1);
      expect(await views(second)).toBe(2);
      const listedViews = (await call(own.app, 'GET', at, { token: first.token })).body[0].views;
      expect(listedViews).toBe(2);
      expect(await stored()).toEqual([0, 0]);

      await own.app.close();
      expect(await stored()).toEqual([2, 2]);
      const counted = await own.db
        .select({ userId: forumThreadViews.userId })
        .from(forumThreadViews)
        .where(and(eq(forumThreadViews.threadId, id), eq(forumThreadViews.userId, first.user.id)));
      expect(counted).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
