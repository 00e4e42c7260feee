import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { courses, enrollments, lessonCompletions, lessons } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { courseSummaryColumns } from '../courses/courses.queries';
import { progressColumns } from './progress';

export async function listStudentEnrollments(db: Db, studentId: number) {
  return db
    .select({
      ...courseSummaryColumns,
      enrollmentId: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      ...progressColumns,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.isActive, true)))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

/** Inserts the enrolment, or reactivates an inactive one; answers undefined when already enrolled. */
export async function insertEnrollment(db: Db, studentId: number, courseId: number) {
  const [row] = await db
    .insert(enrollments)
    .values({ studentId, courseId })
    .onConflictDoUpdate({
      target: [enrollments.studentId, enrollments.courseId],
      set: { isActive: true, enrolledAt: sql`now()` },
      setWhere: eq(enrollments.isActive, false),
    })
    .returning({ id: enrollments.id });
  return row;
}

export async function listLessonsWithCompletion(db: Db, studentId: number, courseId: number) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      order: lessons.order,
      completedAt: lessonCompletions.completedAt,
    })
    .from(lessons)
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.studentId, studentId)),
    )
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.order), asc(lessons.id));
}

export async function findLessonInCourse(db: Db, courseId: number, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return row;
}

export async function markLessonComplete(db: Db, studentId: number, courseId: number, lessonId: number) {
  await db.insert(lessonCompletions).values({ studentId, courseId, lessonId }).onConflictDoNothing();
}

export async function unmarkLessonComplete(db: Db, studentId: number, lessonId: number) {
  await db
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
}

export async function listAssessmentsWithResult(db: Db, studentId: number, courseId: number) {
  return queryRows<{ id: number; title: string; best_percentage: number | null }>(
    db,
    sql`select a.id, a.title,
        (select max(s.percentage)::float8 from submissions s
          where s.assessment_id = a.id and s.student_id = ${studentId} and s.status = 'submitted') as best_percentage
      from assessments a
      where a.course_id = ${courseId} and a.is_active
      order by a.created_at, a.id`,
  );
}
