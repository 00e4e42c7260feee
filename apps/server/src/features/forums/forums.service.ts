import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ForumCategory, ForumStats, NewPostBody, NewThreadBody } from '@somo/contract/forums';
import type { Db } from '../../db/client';
import { forumPosts, forumThreads } from '../../db/schema/forums';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
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
  threadParticipants,
  toggleUpvote,
} from './forums.queries';

/** What requests read through: course facts from the catalogue cache, forum answers and views from the forum's. */
export type ForumCaches = Pick<AppContext, 'catalogue' | 'forum'>;

/**
 * Who asks about which course forum: every use case starts from it. Outside a request (demo data) there are no
 * caches: everything is read from the database, and the database's signal tells the processes about the change.
 */
type ForumScope = { db: Db; actor: Actor; courseId: number; caches?: ForumCaches | undefined };
type ThreadScope = ForumScope & { threadId: number };
type PostScope = ForumScope & { postId: number };

function forumCourse({ db, caches, actor, courseId }: ForumScope) {
  return findForumCourse({ db, catalogue: caches?.catalogue, actor, courseId });
}

/**
 * After a change this process made, its next read shows it at once; other processes drop their copies when the
 * database's signal arrives, a moment after the commit.
 */
function forgetForum({ caches, courseId }: ForumScope) {
  caches?.forum.cache.forgetGroup(courseId);
}

/** Notifications name the actor as the forum shows them, read before the transaction opens. */
async function actorName(db: Db, actor: Actor): Promise<string> {
  const row = await findPersonName(db, actor.id);
  return row ? fullName(row.firstName, row.lastName, row.username) : actor.username;
}

async function requireThread(db: Db, course: ForumCourse, threadId: number) {
  return (await findThread(db, course.id, threadId)) ?? notFound('Thread not found');
}

export async function getCategories(scope: ForumScope): Promise<ForumCategory[]> {
  const { db, courseId } = scope;
  await forumCourse(scope);
  let rows = await listCategories(db, courseId);
  if (rows.length === 0) {
    await ensureDefaultCategories(db, courseId);
    rows = await listCategories(db, courseId);
  }
  return rows.map(({ threadCount, ...category }) => ({ ...category, thread_count: threadCount }));
}

export async function createThread(scope: ForumScope & { body: z.output<typeof NewThreadBody> }) {
  const { db, actor, courseId, body } = scope;
  const course = await forumCourse(scope);
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
  forgetForum(scope);
  return { id, message: 'Thread created.' };
}

export async function deleteThread(scope: ThreadScope) {
  const { db, actor, threadId } = scope;
  const course = await forumCourse(scope);
  const thread = await requireThread(db, course, threadId);
  assertCanDelete({ actor, course, authorId: thread.author_id, what: 'thread' });
  await db.delete(forumThreads).where(eq(forumThreads.id, threadId));
  forgetForum(scope);
  return { message: 'Thread deleted successfully' };
}

export async function createPost(scope: ThreadScope & { body: z.output<typeof NewPostBody> }) {
  const { db, actor, courseId, threadId, body } = scope;
  const course = await forumCourse(scope);
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
  forgetForum(scope);
  return { id, message: 'Reply posted.' };
}

async function requirePost(db: Db, course: ForumCourse, postId: number) {
  return (await findPost(db, course.id, postId)) ?? notFound('Post not found.');
}

export async function deletePost(scope: PostScope) {
  const { db, actor, postId } = scope;
  const course = await forumCourse(scope);
  const { post } = await requirePost(db, course, postId);
  assertCanDelete({ actor, course, authorId: post.authorId, what: 'post' });
  await db.transaction(async (tx) => {
    await tx.delete(forumPosts).where(eq(forumPosts.id, postId));
    if (post.isSolution)
      await tx.update(forumThreads).set({ solved: false }).where(eq(forumThreads.id, post.threadId));
  });
  forgetForum(scope);
  return { message: 'Post deleted successfully' };
}

export async function upvotePost(scope: PostScope) {
  const { db, actor, postId } = scope;
  const course = await forumCourse(scope);
  await requirePost(db, course, postId);
  const upvoted = await toggleUpvote(db, postId, actor.id);
  forgetForum(scope);
  return { upvoted, upvote_count: await countUpvotes(db, postId) };
}

/** One solution per thread: marking a post clears any other, and the thread is solved while one is marked. */
export async function toggleSolution(scope: PostScope) {
  const { db, actor, postId } = scope;
  const course = await forumCourse(scope);
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
  forgetForum(scope);
  return { is_solution: isSolution, solved: isSolution };
}

async function toggleThreadFlag(scope: ThreadScope & { flag: 'pinned' | 'locked' }) {
  const { db, actor, threadId, flag } = scope;
  assertModeratorRole(actor);
  const course = await forumCourse(scope);
  const thread = await requireThread(db, course, threadId);
  assertCanModerate({ actor, course });
  const value = !thread[flag];
  await db
    .update(forumThreads)
    .set({ [flag]: value })
    .where(eq(forumThreads.id, threadId));
  forgetForum(scope);
  return value;
}

export async function togglePin(scope: ThreadScope) {
  return { pinned: await toggleThreadFlag({ ...scope, flag: 'pinned' }) };
}

export async function toggleLock(scope: ThreadScope) {
  return { locked: await toggleThreadFlag({ ...scope, flag: 'locked' }) };
}

export async function getForumStats(scope: ForumScope): Promise<ForumStats> {
  const { db, courseId } = scope;
  await forumCourse(scope);
  const stats = await forumStats(db, courseId);
  return {
    total_threads: stats.threads,
    total_posts: stats.posts,
    recent_activity: { new_threads_today: stats.threads_today, new_posts_today: stats.posts_today },
  };
}
