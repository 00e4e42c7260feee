import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '@somo/contract/payments';
import { queryRows, type Db } from '../../db/client';
import { payments } from '../../db/schema/admin';
import { courses, enrollments } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

export type PaymentRow = typeof payments.$inferSelect;

/** The provider is asked about one pending payment at most this often, however many tabs and processes ask. */
const STATUS_CHECK_GAP = sql.raw(`interval '10 seconds'`);
/** A payment is given a couple of minutes for its webhook before the periodic check asks the provider. */
const WEBHOOK_GRACE = sql.raw(`interval '2 minutes'`);

const isPending = eq(payments.status, 'pending');

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Another student's payment is not found, exactly as a missing one. */
export async function findOwnPayment(db: Db, { id, userId }: { id: number; userId: number }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function findPaymentByTxRef(db: Db, txRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.txRef, txRef));
  return row;
}

export async function findPendingPayment(db: Db, { userId, courseId }: { userId: number; courseId: number }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.courseId, courseId), isPending));
  return row;
}

export async function listOwnPayments(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The id is taken before the provider is called, because the provider's return address names it. */
export async function nextPaymentId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('payments', 'id'))::int as id`,
  );
  if (!row) throw new Error('no payment id');
  return row.id;
}

/** Answers undefined when the student already has a pending payment for the course (one per student and course). */
export async function insertPendingPayment(db: Db, values: Omit<typeof payments.$inferInsert, 'status'>) {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Claims the right to ask the provider about a pending payment now; false when someone asked moments ago. */
export async function claimStatusCheck(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ lastCheckedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        isPending,
        or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, sql`now() - ${STATUS_CHECK_GAP}`)),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Pending payments of these providers whose webhook is late, oldest first, that nobody has asked the provider about
 * just now.
 */
export async function listPaymentsDueForCheck(
  db: Db,
  { providers, limit }: { providers: PaymentProviderName[]; limit: number },
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isPending,
        inArray(payments.provider, providers),
        lt(payments.createdAt, sql`now() - ${WEBHOOK_GRACE}`),
        or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, sql`now() - ${STATUS_CHECK_GAP}`)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** Only a pending payment fails; answers undefined when it was settled meanwhile. */
export async function markFailed(
  db: Db,
  { id, reason, transactionId }: { id: number; reason: string; transactionId?: string },
) {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, providerTransactionId: transactionId ?? null })
    .where(and(eq(payments.id, id), isPending))
    .returning();
  return row;
}

/**
 * Only a pending payment succeeds, once: of two webhooks (or a webhook and a status check) racing, one gets the row.
 * The receipt number is the year and the payment's id: 'SOMO-2026-000042'.
 */
export async function markSucceeded(db: Db, { id, transactionId }: { id: number; transactionId: string }) {
  const [row] = await db
    .update(payments)
    .set({
      status: 'succeeded',
      providerTransactionId: transactionId,
      paidAt: sql`now()`,
      failureReason: null,
      receiptNumber: sql`'SOMO-' || to_char(now() at time zone 'UTC', 'YYYY') || '-'
        || lpad(${payments.id}::text, greatest(6, length(${payments.id}::text)), '0')`,
    })
    .where(and(eq(payments.id, id), isPending))
    .returning();
  return row;
}

/** Only a succeeded payment is refunded, once. */
export async function markRefunded(db: Db, id: number) {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
    .returning();
  return row;
}

/** Inserts the enrolment, or reactivates an ended one; answers false when the student was already enrolled. */
export async function enrolStudent(db: Db, { studentId, courseId }: { studentId: number; courseId: number }) {
  const rows = await db
    .insert(enrollments)
    .values({ studentId, courseId })
    .onConflictDoUpdate({
      target: [enrollments.studentId, enrollments.courseId],
      set: { isActive: true, enrolledAt: sql`now()` },
      setWhere: eq(enrollments.isActive, false),
    })
    .returning({ id: enrollments.id });
  return rows.length > 0;
}

/** The enrolment ends but stays, with the student's progress, should they buy the course again. */
export async function endEnrolment(db: Db, { studentId, courseId }: { studentId: number; courseId: number }) {
  await db
    .update(enrollments)
    .set({ isActive: false })
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
}

export async function findCourseInstructorId(db: Db, courseId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.instructorId;
}

export async function findStudent(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
      languagePreference: users.languagePreference,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
