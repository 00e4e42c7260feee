import { desc, eq, sql } from 'drizzle-orm';
import type { AdminCourse, Payment } from '@somo/contract/admin';
import { convert } from '@somo/contract/money';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/admin';
import { courses } from '../../db/schema/courses';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { listAllCourseSummaries } from '../courses/courses.queries';
import { assertPriceAllowed } from '../instructor/course-pricing';
import { getSettings } from '../settings/settings.service';
import { assertAdmin } from './admin.policy';
import { recordAudit } from './audit';

/** Revenue is the course price times its students, in the course's currency (converted for display). */
export async function listAdminCourses(db: Db, actor: Actor): Promise<AdminCourse[]> {
  assertAdmin(actor);
  const rows = await listAllCourseSummaries(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    instructor: fullName(row.instructorFirstName, row.instructorLastName, row.instructorUsername),
    is_published: row.isPublished,
    price: row.price,
    currency: row.currency,
    revenue: Math.round(row.price * row.studentCount * 100) / 100,
    enrollment_count: row.studentCount,
    lesson_count: row.lessonCount,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The new price is in the course's own currency and keeps to the platform's limits, as an instructor's would. */
export async function setCoursePrice(db: Db, actor: Actor, courseId: number, price: number) {
  assertAdmin(actor);
  const [course] = await db
    .select({ title: courses.title, price: courses.price, currency: courses.currency })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) notFound('Course not found.');
  const { pricing_settings: pricing } = await getSettings(db);
  assertPriceAllowed(price, course.currency, pricing);
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ price, updatedAt: new Date() }).where(eq(courses.id, courseId));
    await recordAudit(tx, actor, {
      action: 'course.price_changed',
      targetType: 'course',
      targetId: courseId,
      targetName: course.title,
      details: { from: course.price, to: price },
    });
  });
  return { message: 'Course price updated successfully', price };
}

export async function listPayments(db: Db, actor: Actor): Promise<Payment[]> {
  assertAdmin(actor);
  const rows = await db.select().from(payments).orderBy(desc(payments.paidAt), desc(payments.id)).limit(5000);
  return rows.map((row) => ({
    id: row.id,
    user: row.userName,
    course: row.courseTitle,
    amount: row.amount,
    currency: row.currency,
    date: row.paidAt.toISOString(),
  }));
}

/** Payments are kept in their own currencies; the total uses the platform's one exchange-rate table. */
export async function paymentTotalsUsd(db: Db): Promise<number> {
  const rows = await db
    .select({ currency: payments.currency, amount: sql<number>`sum(${payments.amount})::float8` })
    .from(payments)
    .groupBy(payments.currency);
  return rows.reduce((total, row) => total + convert(row.amount, row.currency, 'USD'), 0);
}
