import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

/** A course chat message when course_id is set, a direct message otherwise. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_sender_recipient_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('messages_recipient_sender_idx').on(t.recipientId, t.senderId, t.createdAt),
    index('messages_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('messages_course_idx').on(t.courseId),
  ],
);
