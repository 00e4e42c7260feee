import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@somo/contract/payments';
import { CURRENCIES } from '@somo/contract/settings';
import { courses } from './courses';
import { users } from './users';

/**
 * Payment records outlive the user and the course: names and titles are kept for the books. The amount and currency
 * are the course's at checkout, and the commission rate the platform's at that moment.
 */
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
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Our reference at the provider: random, so nobody can guess another payment's. */
    txRef: varchar('tx_ref', { length: 100 }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 100 }),
    checkoutUrl: text('checkout_url'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    receiptNumber: varchar('receipt_number', { length: 32 }),
    failureReason: varchar('failure_reason', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the provider was last asked about this pending payment (the return page and the periodic check). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_user_idx').on(t.userId),
    index('payments_course_idx').on(t.courseId),
    uniqueIndex('payments_tx_ref_idx').on(t.txRef),
    uniqueIndex('payments_provider_transaction_idx').on(t.providerTransactionId),
    uniqueIndex('payments_receipt_number_idx').on(t.receiptNumber),
    // Two checkouts at once by one student for one course share a single pending payment.
    uniqueIndex('payments_one_pending_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
    check('payments_provider_check', sql`${t.provider} in ('flutterwave', 'test')`),
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
