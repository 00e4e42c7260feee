import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, lessons } from '../../db/schema/courses';
import { adminRequests, users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { ensureDefaultCategories } from '../forums/forums.queries';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COURSES } from './demo-courses';
import { seedDemoLearning } from './demo-learning';
import { seedDemoMessages } from './demo-messages';

const DEMO_APPLICANT = {
  username: 'amina_admin_applicant',
  email: 'amina.applicant@example.com',
  firstName: 'Amina',
  lastName: 'Achieng',
};

async function userId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`demo user ${username} missing`);
  return row.id;
}

async function seedCourses(db: Db) {
  const instructorId = await userId(db, 'demo_instructor');
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.instructorId, instructorId))
    .limit(1);
  if (existing) return;
  const studentId = await userId(db, 'demo_student');
  for (const [index, { lessons: lessonList, demoStudentEnrolled, ...course }] of DEMO_COURSES.entries()) {
    // Spread creation times so "newest first" has a stable, meaningful order.
    const createdAt = new Date(Date.now() - (DEMO_COURSES.length - index) * 86_400_000);
    const [created] = await db
      .insert(courses)
      .values({ ...course, instructorId, createdAt, updatedAt: createdAt })
      .returning({ id: courses.id });
    if (!created) continue;
    await ensureDefaultCategories(db, created.id);
    await db
      .insert(lessons)
      .values(lessonList.map((lesson, order) => ({ ...lesson, courseId: created.id, order: order + 1 })));
    if (demoStudentEnrolled) await db.insert(enrollments).values({ studentId, courseId: created.id });
  }
}

/** Idempotent: only what is missing is added, so restarts never duplicate demo data. */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash })))
      .onConflictDoNothing();
    const [pending] = await tx
      .select({ id: adminRequests.id })
      .from(adminRequests)
      .where(sql`lower(${adminRequests.username}) = ${DEMO_APPLICANT.username}`)
      .limit(1);
    if (!pending) await tx.insert(adminRequests).values({ ...DEMO_APPLICANT, passwordHash });
    await seedCourses(tx);
    // Yesterday's forum exchange first, so the newer unread message tops the bells.
    await seedDemoLearning(tx);
    await seedDemoMessages(tx);
  });
}
