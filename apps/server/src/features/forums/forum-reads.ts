import { z } from 'zod';
import { ForumThreadDetail, ForumThreadSummary, type ForumPost } from '@somo/contract/forums';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { ThreadViews } from './forum-views';
import { canModerate, findForumCourse, type ForumCourse } from './forums.policy';
import { nestPosts, toThreadSummary } from './forums.presenter';
import { findThread, listPosts, listThreads } from './forums.queries';
import { Gap, toTemplate, type JsonTemplate } from '../../lib/json-template';

/**
 * The two pages every forum reader opens, answered from memory (docs/decisions/0016): each course's thread lists
 * and threads are kept as JSON text, checked against the contract when read from the database. What differs per
 * request is filled in: the view counts (stored, plus what this process counted since), the reader's own upvotes
 * and whether they may moderate. Whether they may read the forum at all is decided first, on every request.
 */
export type ForumReadContext = Pick<AppContext, 'db' | 'catalogue' | 'forum' | 'viewers'>;

/** A view count as read from the database, shown with the views this process counted since (`mark`). */
type ViewsSlot = { kind: 'views'; threadId: number; stored: number; mark: number };
type ThreadSlot = ViewsSlot | { kind: 'upvoted'; voters: ReadonlySet<number> } | { kind: 'moderator' };

const ThreadList = z.array(ForumThreadSummary);
const NO_VOTERS: ReadonlySet<number> = new Set();

/** Every reader sees the same count: the answer as last counted is kept for the next. */
const viewsGap = (threadId: number, stored: number, mark: number) =>
  new Gap<ViewsSlot>({ kind: 'views', threadId, stored, mark }, stored, true);

const showViews = (views: ThreadViews, slot: ViewsSlot) =>
  String(views.shown(slot.threadId, slot.stored, slot.mark));

/** The course whose forum is read, once the reader may read it; through the request's caches. */
const readerCourse = (ctx: ForumReadContext, actor: Actor, courseId: number) =>
  findForumCourse({ db: ctx.db, catalogue: ctx.catalogue, viewers: ctx.viewers, actor, courseId });

async function loadThreadList(
  db: Db,
  views: ThreadViews,
  course: ForumCourse,
  filters: { categoryId: number | null; search?: string | undefined },
): Promise<JsonTemplate<ViewsSlot>> {
  const mark = views.mark();
  const rows = await listThreads(db, course.id, filters);
  const threads = ThreadList.parse(rows.map((row) => toThreadSummary(row, course)));
  return toTemplate(threads.map((thread) => ({ ...thread, views: viewsGap(thread.id, thread.views, mark) })));
}

export async function getThreads({
  ctx,
  actor,
  courseId,
  filters,
}: {
  ctx: ForumReadContext;
  actor: Actor;
  courseId: number;
  filters: { category?: number | null | undefined; search?: string | undefined };
}): Promise<Buffer> {
  const course = await readerCourse(ctx, actor, courseId);
  const { cache, views } = ctx.forum;
  const categoryId = filters.category ?? null;
  const search = filters.search || undefined;
  // Searches are many and seldom the same twice: they go to the database rather than push lists out of memory.
  // The instructor is part of the key: their threads and posts are marked as such in the text.
  const list = search
    ? await loadThreadList(ctx.db, views, course, { categoryId, search })
    : await cache.get(courseId, `threads:${course.instructorId}:${categoryId ?? 'all'}`, () =>
        loadThreadList(ctx.db, views, course, { categoryId }),
      );
  return list.fill((slot) => showViews(views, slot));
}

/** A thread with its posts, and everyone who upvoted one of them. */
type KeptThread = { template: JsonTemplate<ThreadSlot>; voters: ReadonlySet<number> };

/** A thread with its posts; a thread not in this course is a 404, and is not kept. */
async function loadThread(
  db: Db,
  views: ThreadViews,
  course: ForumCourse,
  threadId: number,
): Promise<KeptThread> {
  const mark = views.mark();
  const [thread, posts] = await Promise.all([findThread(db, course.id, threadId), listPosts(db, threadId)]);
  if (!thread) notFound('Thread not found');
  const voters = new Map(posts.map((post) => [post.id, new Set(post.voter_ids)]));
  const detail = ForumThreadDetail.parse({
    ...toThreadSummary(thread, course),
    course_id: course.id,
    posts: nestPosts(posts, course),
    can_moderate: false,
  });
  const withGaps = (post: ForumPost): unknown => ({
    ...post,
    is_upvoted: new Gap<ThreadSlot>({ kind: 'upvoted', voters: voters.get(post.id) ?? NO_VOTERS }, false),
    replies: post.replies.map(withGaps),
  });
  const template = toTemplate<ThreadSlot>({
    ...detail,
    views: viewsGap(threadId, detail.views, mark),
    posts: detail.posts.map(withGaps),
    can_moderate: new Gap<ThreadSlot>({ kind: 'moderator' }, false),
  });
  return { template, voters: new Set(posts.flatMap((post) => post.voter_ids)) };
}

/** One thread for its reader, who counts as a viewer (written with the next batch of views). */
export async function getThread({
  ctx,
  actor,
  courseId,
  threadId,
}: {
  ctx: ForumReadContext;
  actor: Actor;
  courseId: number;
  threadId: number;
}): Promise<Buffer> {
  const course = await readerCourse(ctx, actor, courseId);
  const { cache, views } = ctx.forum;
  const thread = await cache.get(courseId, `thread:${course.instructorId}:${threadId}`, () =>
    loadThread(ctx.db, views, course, threadId),
  );
  views.record(threadId, actor.id);
  const moderator = canModerate({ actor, course });
  // Most readers upvoted nothing here and moderate nothing: they all get the same bytes.
  const own = moderator || thread.voters.has(actor.id);
  return thread.template.fill(
    (slot) => {
      if (slot.kind === 'views') return showViews(views, slot);
      if (slot.kind === 'upvoted') return String(slot.voters.has(actor.id));
      return String(moderator);
    },
    { own },
  );
}
