import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@somo/contract/settings';
import { courses } from './courses';
import { users } from './users';

/** Payment records outlive the user and the course: names and titles are kept for the books. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 300 }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseTitle: varchar('course_title', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_user_idx').on(t.userId),
    index('payments_course_idx').on(t.courseId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 150 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: integer('target_id'),
    targetName: varchar('target_name', { length: 300 }).notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc()), index('audit_log_actor_idx').on(t.actorId)],
);
