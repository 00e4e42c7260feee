import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ForumAuthor,
  ForumCategory,
  ForumPost,
  ForumStats,
  ForumThreadDetail,
  ForumThreadSummary,
  NewPostBody,
  NewThreadBody,
} from '@somo/contract/forums';
import type { Db } from '../../db/client';
import { forumPosts, forumThreads } from '../../db/schema/forums';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { notifyUsers } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import {
  assertCanDelete,
  assertCanMarkSolution,
  assertCanModerate,
  assertModeratorRole,
  assertOpenForReplies,
  canModerate,
  findForumCourse,
  type ForumCourse,
} from './forums.policy';
import {
  countUpvotes,
  ensureDefaultCategories,
  findCategory,
  findPersonName,
  findPost,
  findThread,
  forumParticipants,
  forumStats,
  listCategories,
  listPosts,
  listThreads,
  recordView,
  threadParticipants,
  toggleUpvote,
  type PostRow,
  type ThreadRow,
} from './forums.queries';
import { isoTime } from '../../lib/sql';

/** Who asks about which course forum: every use case starts from it. */
type ForumScope = { db: Db; actor: Actor; courseId: number };
type ThreadScope = ForumScope & { threadId: number };
type PostScope = ForumScope & { postId: number };

/** How a person is named on the forum: the full name, the username when no name is set. */
function toAuthor(id: number, username: string, first: string, last: string): ForumAuthor {
  return { id, username, full_name: fullName(first, last, username) };
}

function lastPost(row: ThreadRow): ForumThreadSummary['last_post'] {
  if (!row.last_post_author || !row.last_post_at) return null;
  return {
    author: row.last_post_author,
    author_name: fullName(
      row.last_post_first_name ?? '',
      row.last_post_last_name ?? '',
      row.last_post_author,
    ),
    created_at: isoTime(row.last_post_at),
  };
}

function toThreadSummary(row: ThreadRow, course: ForumCourse): ForumThreadSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    category_name: row.category_name,
    author: toAuthor(row.author_id, row.author_username, row.author_first_name, row.author_last_name),
    author_is_instructor: row.author_id === course.instructorId,
    post_count: row.post_count,
    views: row.views,
    pinned: row.pinned,
    locked: row.locked,
    solved: row.solved,
    created_at: isoTime(row.created_at),
    last_post: lastPost(row),
  };
}

/** Turns the flat post list into top-level posts with their replies nested under them. */
function nestPosts(rows: PostRow[], course: ForumCourse): ForumPost[] {
  const byId = new Map<number, ForumPost>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      content: row.content,
      author: toAuthor(row.author_id, row.author_username, row.author_first_name, row.author_last_name),
      author_is_instructor: row.author_id === course.instructorId,
      created_at: isoTime(row.created_at),
      parent: row.parent_id,
      replies: [],
      reply_count: 0,
      upvote_count: row.upvote_count,
      is_upvoted: row.is_upvoted,
      is_solution: row.is_solution,
    });
  }
  const roots: ForumPost[] = [];
  for (const post of byId.values()) {
    const parent = post.parent === null ? undefined : byId.get(post.parent);
    if (parent) {
      parent.replies.push(post);
      parent.reply_count += 1;
    } else {
      roots.push(post);
    }
  }
  return roots;
}

/** Notifications name the actor as the forum shows them, read before the transaction opens. */
async function actorName(db: Db, actor: Actor): Promise<string> {
  const row = await findPersonName(db, actor.id);
  return row ? fullName(row.firstName, row.lastName, row.username) : actor.username;
}

async function requireThread(db: Db, course: ForumCourse, threadId: number) {
  return (await findThread(db, course.id, threadId)) ?? notFound('Thread not found');
}

export async function getCategories({ db, actor, courseId }: ForumScope): Promise<ForumCategory[]> {
  await findForumCourse({ db, actor, courseId });
  let rows = await listCategories(db, courseId);
  if (rows.length === 0) {
    await ensureDefaultCategories(db, courseId);
    rows = await listCategories(db, courseId);
  }
  return rows.map(({ threadCount, ...category }) => ({ ...category, thread_count: threadCount }));
}

export async function getThreads({
  db,
  actor,
  courseId,
  filters,
}: ForumScope & { filters: { category?: number | null; search?: string } }) {
  const course = await findForumCourse({ db, actor, courseId });
  const rows = await listThreads(db, courseId, {
    categoryId: filters.category,
    search: filters.search || undefined,
  });
  return rows.map((row) => toThreadSummary(row, course));
}

export async function createThread({
  db,
  actor,
  courseId,
  body,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
  body: z.output<typeof NewThreadBody>;
}) {
  const course = await findForumCourse({ db, actor, courseId });
  if (body.category && !(await findCategory(db, courseId, body.category))) {
    throw new AppError('validation_error', 'Choose one of this course’s categories.', {
      category: 'Choose one of this course’s categories.',
    });
  }
  const name = await actorName(db, actor);
  const id = await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(forumThreads)
      .values({ courseId, authorId: actor.id, title: body.title, categoryId: body.category ?? null })
      .returning({ id: forumThreads.id });
    if (!thread) throw new Error('thread insert returned nothing');
    await tx
      .insert(forumPosts)
      .values({ threadId: thread.id, authorId: actor.id, content: body.initial_post });
    const recipients = new Set([course.instructorId, ...(await forumParticipants(tx, courseId))]);
    recipients.delete(actor.id);
    if (recipients.size > 0) {
      await notifyUsers({
        db: tx,
        userIds: [...recipients],
        notification: {
          type: 'forum_thread',
          ...worded('forum_thread', { course: course.title, author: name, thread: body.title }),
          data: {
            thread_id: thread.id,
            course_id: courseId,
            url: `/courses/${courseId}/forum/thread/${thread.id}`,
          },
          relatedCourseId: courseId,
        },
      });
    }
    return thread.id;
  });
  return { id, message: 'Thread created.' };
}

export async function getThread({ db, actor, courseId, threadId }: ThreadScope): Promise<ForumThreadDetail> {
  const course = await findForumCourse({ db, actor, courseId });
  const thread = await requireThread(db, course, threadId);
  const [counted, posts] = await Promise.all([
    recordView(db, threadId, actor.id),
    listPosts(db, threadId, actor.id),
  ]);
  return {
    ...toThreadSummary({ ...thread, views: thread.views + (counted ? 1 : 0) }, course),
    course_id: courseId,
    posts: nestPosts(posts, course),
    can_moderate: canModerate({ actor, course }),
  };
}

export async function deleteThread({ db, actor, courseId, threadId }: ThreadScope) {
  const course = await findForumCourse({ db, actor, courseId });
  const thread = await requireThread(db, course, threadId);
  assertCanDelete({ actor, course, authorId: thread.author_id, what: 'thread' });
  await db.delete(forumThreads).where(eq(forumThreads.id, threadId));
  return { message: 'Thread deleted successfully' };
}

export async function createPost({
  db,
  actor,
  courseId,
  threadId,
  body,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
  threadId: number;
  body: z.output<typeof NewPostBody>;
}) {
  const course = await findForumCourse({ db, actor, courseId });
  const thread = await requireThread(db, course, threadId);
  assertOpenForReplies(thread);
  if (body.parent) {
    const parent = await findPost(db, courseId, body.parent);
    if (!parent || parent.thread.id !== threadId) {
      throw new AppError('validation_error', 'The post you reply to is not in this thread.', {
        parent: 'The post you reply to is not in this thread.',
      });
    }
  }
  const name = await actorName(db, actor);
  const id = await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(forumPosts)
      .values({ threadId, authorId: actor.id, content: body.content, parentId: body.parent ?? null })
      .returning({ id: forumPosts.id, createdAt: forumPosts.createdAt });
    if (!post) throw new Error('post insert returned nothing');
    await tx.update(forumThreads).set({ lastPostAt: post.createdAt }).where(eq(forumThreads.id, threadId));
    const others = (await threadParticipants(tx, threadId)).filter((userId) => userId !== actor.id);
    await notifyUsers({
      db: tx,
      userIds: others,
      notification: {
        type: 'forum_thread',
        ...worded('forum_reply', { course: course.title, author: name, thread: thread.title }),
        data: {
          thread_id: threadId,
          course_id: courseId,
          url: `/courses/${courseId}/forum/thread/${threadId}`,
        },
        relatedCourseId: courseId,
      },
    });
    return post.id;
  });
  return { id, message: 'Reply posted.' };
}

async function requirePost(db: Db, course: ForumCourse, postId: number) {
  return (await findPost(db, course.id, postId)) ?? notFound('Post not found.');
}

export async function deletePost({ db, actor, courseId, postId }: PostScope) {
  const course = await findForumCourse({ db, actor, courseId });
  const { post } = await requirePost(db, course, postId);
  assertCanDelete({ actor, course, authorId: post.authorId, what: 'post' });
  await db.transaction(async (tx) => {
    await tx.delete(forumPosts).where(eq(forumPosts.id, postId));
    if (post.isSolution)
      await tx.update(forumThreads).set({ solved: false }).where(eq(forumThreads.id, post.threadId));
  });
  return { message: 'Post deleted successfully' };
}

export async function upvotePost({ db, actor, courseId, postId }: PostScope) {
  const course = await findForumCourse({ db, actor, courseId });
  await requirePost(db, course, postId);
  const upvoted = await toggleUpvote(db, postId, actor.id);
  return { upvoted, upvote_count: await countUpvotes(db, postId) };
}

/** One solution per thread: marking a post clears any other, and the thread is solved while one is marked. */
export async function toggleSolution({ db, actor, courseId, postId }: PostScope) {
  const course = await findForumCourse({ db, actor, courseId });
  const { post, thread } = await requirePost(db, course, postId);
  assertCanMarkSolution({ actor, course, threadAuthorId: thread.authorId });
  const isSolution = !post.isSolution;
  await db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set({ isSolution: false })
      .where(and(eq(forumPosts.threadId, thread.id), ne(forumPosts.id, postId)));
    await tx.update(forumPosts).set({ isSolution }).where(eq(forumPosts.id, postId));
    await tx.update(forumThreads).set({ solved: isSolution }).where(eq(forumThreads.id, thread.id));
  });
  return { is_solution: isSolution, solved: isSolution };
}

async function toggleThreadFlag({
  db,
  actor,
  courseId,
  threadId,
  flag,
}: ThreadScope & { flag: 'pinned' | 'locked' }) {
  assertModeratorRole(actor);
  const course = await findForumCourse({ db, actor, courseId });
  const thread = await requireThread(db, course, threadId);
  assertCanModerate({ actor, course });
  const value = !thread[flag];
  await db
    .update(forumThreads)
    .set({ [flag]: value })
    .where(eq(forumThreads.id, threadId));
  return value;
}

export async function togglePin(scope: ThreadScope) {
  return { pinned: await toggleThreadFlag({ ...scope, flag: 'pinned' }) };
}

export async function toggleLock(scope: ThreadScope) {
  return { locked: await toggleThreadFlag({ ...scope, flag: 'locked' }) };
}

export async function getForumStats({ db, actor, courseId }: ForumScope): Promise<ForumStats> {
  await findForumCourse({ db, actor, courseId });
  const stats = await forumStats(db, courseId);
  return {
    total_threads: stats.threads,
    total_posts: stats.posts,
    recent_activity: { new_threads_today: stats.threads_today, new_posts_today: stats.posts_today },
  };
}
