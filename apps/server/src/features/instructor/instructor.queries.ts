import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/certificates';
import { courses, enrollments, lessons } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { courseSummaryColumns } from '../courses/courses.queries';
import { progressColumns } from '../enrollments/enrollments.queries';

export async function listCoursesOf(db: Db, instructorId: number) {
  return db
    .select(courseSummaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.instructorId, instructorId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export async function countLessons(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId));
  return row?.n ?? 0;
}

export async function findLesson(db: Db, courseId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return row;
}

/** Orders lessons 1..n in the given id order; ids not listed keep their relative order after them. */
export async function renumberLessons(db: Db, courseId: number, orderedIds?: number[]) {
  const current = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.order), asc(lessons.id));
  const ids = orderedIds ?? current.map((lesson) => lesson.id);
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(lessons)
    .set({ order: sql`case ${lessons.id} ${cases} end` })
    .where(and(eq(lessons.courseId, courseId), inArray(lessons.id, ids)));
}

export async function listEnrolledStudents(db: Db, courseId: number) {
  return (
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        enrolledAt: enrollments.enrolledAt,
        isActive: enrollments.isActive,
        studentId: enrollments.studentId,
        courseId: enrollments.courseId,
        ...progressColumns,
        certificateId: certificates.id,
        certificateIssuedAt: certificates.issuedAt,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      // The certificate in force: valid, not revoked nor replaced.
      .leftJoin(
        certificates,
        and(
          eq(certificates.studentId, enrollments.studentId),
          eq(certificates.courseId, enrollments.courseId),
          isNull(certificates.replacedBy),
          isNull(certificates.revokedAt),
        ),
      )
      .where(eq(enrollments.courseId, courseId))
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id))
  );
}

export async function isStudentOfCourse(db: Db, studentId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  return !!row;
}
