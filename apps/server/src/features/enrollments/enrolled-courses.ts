import { and, eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/client';
import { enrollments } from '../../db/schema/courses';
import type { AppContext } from '../../lib/context';

/** A student's first signed-in request of the day asks it, so it is planned once per connection. */
const enrolledQuery = perDatabase((db) =>
  db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, sql.placeholder('studentId')), eq(enrollments.isActive, true)))
    .prepare('enrolled_courses'),
);

/**
 * The courses a student is actively enrolled in, kept until one of their enrolments changes (migration 0019):
 * the pages every student opens ask it on each request.
 */
export function enrolledCourseIds(
  { db, viewers }: Pick<AppContext, 'db' | 'viewers'>,
  studentId: number,
): Promise<ReadonlySet<number>> {
  return viewers.get(studentId, 'enrolled', async () => {
    const rows = await enrolledQuery(db).execute({ studentId });
    return new Set(rows.map((row) => row.courseId));
  });
}
