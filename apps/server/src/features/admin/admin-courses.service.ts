import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminCourse, Payment } from '@somo/contract/admin';
import { convert, roundMoney } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/admin';
import { courses } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { listAllCourseSummaries } from '../courses/courses.queries';
import { assertPriceAllowed } from '../instructor/course-pricing';
import { splitPayment } from '../payments/commission';
import { getSettings } from '../settings/settings.service';
import { assertAdmin } from './admin.policy';
import { recordAudit } from './audit';

type Revenue = { courseId: number; currency: Currency; amount: number };
type AdminInput = { db: Db; actor: Actor };

/** What each course has taken: its succeeded payments (refunded ones are not), per currency paid in. */
async function revenueByCourse(db: Db): Promise<Revenue[]> {
  const rows = await db
    .select({
      courseId: payments.courseId,
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount})::float8`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), isNotNull(payments.courseId)))
    .groupBy(payments.courseId, payments.currency);
  return rows.flatMap((row) => (row.courseId === null ? [] : [{ ...row, courseId: row.courseId }]));
}

/** A course's revenue in its own currency: what its students paid, converted where they paid in another. */
function courseRevenue(revenue: Revenue[], course: { id: number; currency: Currency }): number {
  const total = revenue
    .filter((entry) => entry.courseId === course.id)
    .reduce((sum, entry) => sum + convert(entry.amount, entry.currency, course.currency), 0);
  return roundMoney(total, course.currency);
}

/** Revenue is what students paid for the course and kept: succeeded payments, refunds taken off. */
export async function listAdminCourses({ db, actor }: AdminInput): Promise<AdminCourse[]> {
  assertAdmin(actor);
  const [rows, revenue] = await Promise.all([listAllCourseSummaries(db), revenueByCourse(db)]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    instructor: fullName(row.instructorFirstName, row.instructorLastName, row.instructorUsername),
    is_published: row.isPublished,
    price: row.price,
    currency: row.currency,
    revenue: courseRevenue(revenue, row),
    enrollment_count: row.studentCount,
    lesson_count: row.lessonCount,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The new price is in the course's own currency and keeps to the platform's limits, as an instructor's would. */
export async function setCoursePrice({
  db,
  actor,
  courseId,
  price,
}: AdminInput & { courseId: number; price: number }) {
  assertAdmin(actor);
  const [course] = await db
    .select({ title: courses.title, price: courses.price, currency: courses.currency })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) notFound('Course not found.');
  const { pricing_settings: pricing } = await getSettings({ db });
  assertPriceAllowed({ price, currency: course.currency, pricing });
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ price, updatedAt: new Date() }).where(eq(courses.id, courseId));
    await recordAudit({
      db: tx,
      actor,
      action: 'course.price_changed',
      targetType: 'course',
      targetId: courseId,
      targetName: course.title,
      details: { from: course.price, to: price },
    });
  });
  return { message: 'Course price updated successfully', price };
}

/** Every payment with its status, newest first: when it was paid, or started while it never was. */
export async function listPayments({ db, actor }: AdminInput): Promise<Payment[]> {
  assertAdmin(actor);
  const rows = await db
    .select()
    .from(payments)
    .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id))
    .limit(5000);
  return rows.map((row) => ({
    id: row.id,
    user: row.userName,
    course: row.courseTitle,
    amount: row.amount,
    currency: row.currency,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    status: row.status,
    provider: row.provider,
    receipt_number: row.receiptNumber,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    commission_rate: row.commissionRate,
    ...splitPayment(row.amount, row.currency, row.commissionRate),
  }));
}

/**
 * Revenue the platform has taken, in US dollars: succeeded payments only (a refunded payment is money given back),
 * each currency converted with the platform's one exchange-rate table.
 */
export async function paymentTotalsUsd({ db }: { db: Db }): Promise<number> {
  const rows = await db
    .select({ currency: payments.currency, amount: sql<number>`sum(${payments.amount})::float8` })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(payments.currency);
  return rows.reduce((total, row) => total + convert(row.amount, row.currency, 'USD'), 0);
}
