import { and, eq } from 'drizzle-orm';
import { enrollments } from '../../db/schema/courses';
import type { AppContext } from '../../lib/context';

/**
 * The courses a student is actively enrolled in, kept until one of their enrolments changes (migration 0019):
 * the pages every student opens ask it on each request.
 */
export function enrolledCourseIds(
  { db, viewers }: Pick<AppContext, 'db' | 'viewers'>,
  studentId: number,
): Promise<ReadonlySet<number>> {
  return viewers.get(studentId, 'enrolled', async () => {
    const rows = await db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.isActive, true)));
    return new Set(rows.map((row) => row.courseId));
  });
}
