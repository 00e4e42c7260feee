import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LESSON_FILE_KINDS } from '@somo/contract/lesson-files';
import { CURRENCIES } from '@somo/contract/settings';
import { users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** In the course's own currency; converted only for display. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('UGX'),
    isPublished: boolean('is_published').notNull().default(false),
    /** Whether completing the course earns a certificate: the instructor's choice. */
    certificatesEnabled: boolean('certificates_enabled').notNull().default(true),
    thumbnail: text('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_instructor_idx').on(t.instructorId),
    index('courses_published_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublished}`),
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('courses_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    videoUrl: varchar('video_url', { length: 500 }),
    order: integer('order').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_course_order_idx').on(t.courseId, t.order, t.id)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_idx').on(t.studentId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_completions_student_lesson_idx').on(t.studentId, t.lessonId),
    index('lesson_completions_student_course_idx').on(t.studentId, t.courseId),
    index('lesson_completions_lesson_idx').on(t.lessonId),
    index('lesson_completions_course_idx').on(t.courseId),
  ],
);

/**
 * Every file a course's lessons use, with what it takes in storage: images (the course's, named in lesson
 * Markdown), handouts, and a lesson's uploaded video with its poster and captions. Deleting a lesson or course
 * deletes its rows; the service removes the stored files once that has committed.
 */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** null for images: they belong to the course and may appear in any of its lessons. */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LESSON_FILE_KINDS }).notNull(),
    /** The name it was uploaded with, offered again when it is downloaded. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes in storage, every stored size of an image counted. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The stored file (`/media/...`); an image's other sizes follow in `variants`. */
    storageUrl: text('storage_url').notNull(),
    variants: text('variants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_files_course_idx').on(t.courseId),
    index('lesson_files_lesson_idx').on(t.lessonId),
    // One video, one poster and one set of captions per lesson.
    uniqueIndex('lesson_files_lesson_video_idx')
      .on(t.lessonId, t.kind)
      .where(sql`${t.kind} in ('video', 'poster', 'captions')`),
  ],
);
