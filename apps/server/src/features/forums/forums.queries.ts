import { and, eq, sql } from 'drizzle-orm';
import { FORUM_DEFAULT_CATEGORIES } from '@somo/contract/forums';
import { queryRows, type Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { forumCategories, forumPosts, forumThreads, forumUpvotes } from '../../db/schema/forums';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/sql';

/** What the forum needs of its course: who may see it and who moderates it. */
export async function findForumCourseFacts(db: Db, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

export async function ensureDefaultCategories(db: Db, courseId: number) {
  await db
    .insert(forumCategories)
    .values(FORUM_DEFAULT_CATEGORIES.map((category, position) => ({ ...category, courseId, position })))
    .onConflictDoNothing();
}

export async function listCategories(db: Db, courseId: number) {
  return db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      icon: forumCategories.icon,
      description: forumCategories.description,
      // Written out in full: drizzle leaves columns unqualified in single-table selects.
      threadCount: sql<number>`(select count(*)::int from forum_threads ft where ft.category_id = forum_categories.id)`,
    })
    .from(forumCategories)
    .where(eq(forumCategories.courseId, courseId))
    .orderBy(forumCategories.position, forumCategories.id);
}

export async function findCategory(db: Db, courseId: number, categoryId: number) {
  const [row] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(and(eq(forumCategories.id, categoryId), eq(forumCategories.courseId, courseId)));
  return row;
}

export type ThreadRow = {
  id: number;
  course_id: number;
  title: string;
  category_id: number | null;
  category_name: string | null;
  author_id: number;
  author_username: string;
  author_first_name: string;
  author_last_name: string;
  post_count: number;
  views: number;
  pinned: boolean;
  locked: boolean;
  solved: boolean;
  created_at: Date | string;
  last_post_author: string | null;
  last_post_first_name: string | null;
  last_post_last_name: string | null;
  last_post_at: Date | string | null;
};

function threadQuery(where: ReturnType<typeof sql>) {
  return sql`select t.id, t.course_id, t.title, t.category_id, c.name as category_name, t.author_id,
      u.username as author_username, u.first_name as author_first_name, u.last_name as author_last_name,
      t.views, t.pinned, t.locked, t.solved, t.created_at,
      (select count(*)::int from forum_posts p where p.thread_id = t.id) as post_count,
      lp.username as last_post_author, lp.first_name as last_post_first_name,
      lp.last_name as last_post_last_name, lp.created_at as last_post_at
    from forum_threads t
    join users u on u.id = t.author_id
    left join forum_categories c on c.id = t.category_id
    left join lateral (
      select pu.username, pu.first_name, pu.last_name, p.created_at from forum_posts p join users pu on pu.id = p.author_id
      where p.thread_id = t.id order by p.created_at desc, p.id desc limit 1
    ) lp on true
    where ${where}`;
}

export async function listThreads(
  db: Db,
  courseId: number,
  filters: { categoryId?: number | null; search?: string },
) {
  const conditions = [sql`t.course_id = ${courseId}`];
  if (filters.categoryId) conditions.push(sql`t.category_id = ${filters.categoryId}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(t.title ilike ${pattern} or exists (select 1 from forum_posts sp where sp.thread_id = t.id and sp.content ilike ${pattern}))`,
    );
  }
  return queryRows<ThreadRow>(
    db,
    sql`${threadQuery(sql.join(conditions, sql` and `))} order by t.pinned desc, t.last_post_at desc, t.id desc limit 200`,
  );
}

export async function findThread(db: Db, courseId: number, threadId: number) {
  const [row] = await queryRows<ThreadRow>(
    db,
    threadQuery(sql`t.course_id = ${courseId} and t.id = ${threadId}`),
  );
  return row;
}

export type PostRow = {
  id: number;
  content: string;
  author_id: number;
  author_username: string;
  author_first_name: string;
  author_last_name: string;
  created_at: Date | string;
  parent_id: number | null;
  is_solution: boolean;
  /** Who upvoted the post: each reader's own upvotes are picked from it per request. */
  voter_ids: number[];
};

export async function listPosts(db: Db, threadId: number) {
  return queryRows<PostRow>(
    db,
    sql`select p.id, p.content, p.author_id, u.username as author_username, u.first_name as author_first_name,
        u.last_name as author_last_name, p.created_at, p.parent_id, p.is_solution,
        array(select v.user_id from forum_upvotes v where v.post_id = p.id order by v.user_id) as voter_ids
      from forum_posts p join users u on u.id = p.author_id
      where p.thread_id = ${threadId}
      order by p.created_at, p.id`,
  );
}

export async function findPersonName(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findPost(db: Db, courseId: number, postId: number) {
  const [row] = await db
    .select({ post: forumPosts, thread: forumThreads })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(and(eq(forumPosts.id, postId), eq(forumThreads.courseId, courseId)));
  return row;
}

export async function toggleUpvote(db: Db, postId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(forumUpvotes)
    .where(and(eq(forumUpvotes.postId, postId), eq(forumUpvotes.userId, userId)))
    .returning({ postId: forumUpvotes.postId });
  if (removed.length > 0) return false;
  await db.insert(forumUpvotes).values({ postId, userId }).onConflictDoNothing();
  return true;
}

export async function countUpvotes(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(forumUpvotes)
    .where(eq(forumUpvotes.postId, postId));
  return row?.n ?? 0;
}

export async function threadParticipants(db: Db, threadId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select author_id as user_id from forum_threads where id = ${threadId}
      union select author_id from forum_posts where thread_id = ${threadId}`,
  );
  return rows.map((row) => row.user_id);
}

export async function forumStats(db: Db, courseId: number) {
  const [row] = await queryRows<{
    threads: number;
    posts: number;
    threads_today: number;
    posts_today: number;
  }>(
    db,
    sql`select
        (select count(*)::int from forum_threads where course_id = ${courseId}) as threads,
        (select count(*)::int from forum_posts p join forum_threads t on t.id = p.thread_id where t.course_id = ${courseId}) as posts,
        (select count(*)::int from forum_threads where course_id = ${courseId} and created_at >= date_trunc('day', now())) as threads_today,
        (select count(*)::int from forum_posts p join forum_threads t on t.id = p.thread_id
          where t.course_id = ${courseId} and p.created_at >= date_trunc('day', now())) as posts_today`,
  );
  return row ?? { threads: 0, posts: 0, threads_today: 0, posts_today: 0 };
}

/** Everyone who has posted in the course's forum: they have opted in to hear about new discussions. */
export async function forumParticipants(db: Db, courseId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct p.author_id as user_id from forum_posts p
      join forum_threads t on t.id = p.thread_id
      where t.course_id = ${courseId}`,
  );
  return rows.map((row) => row.user_id);
}
