import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull().default('💬'),
    description: varchar('description', { length: 300 }).notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('forum_categories_course_name_idx').on(t.courseId, t.name)],
);

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => forumCategories.id, { onDelete: 'set null' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    solved: boolean('solved').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_threads_course_activity_idx').on(t.courseId, t.pinned.desc(), t.lastPostAt.desc()),
    index('forum_threads_category_idx').on(t.categoryId),
    index('forum_threads_author_idx').on(t.authorId),
    index('forum_threads_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isSolution: boolean('is_solution').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_posts_thread_created_idx').on(t.threadId, t.createdAt),
    index('forum_posts_parent_idx').on(t.parentId),
    index('forum_posts_author_idx').on(t.authorId),
  ],
);

export const forumUpvotes = pgTable(
  'forum_upvotes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_upvotes_user_idx').on(t.userId)],
);

/** When each person last counted as a viewer, so a thread's views grow once per viewer per hour. */
export const forumThreadViews = pgTable(
  'forum_thread_views',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('forum_thread_views_user_idx').on(t.userId)],
);
