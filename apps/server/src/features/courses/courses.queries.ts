import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/sql';
import { courses, enrollments, lessons } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

// Written out in full: drizzle leaves columns unqualified in single-table selects.
const lessonCount = sql<number>`(select count(*)::int from lessons l where l.course_id = courses.id)`;
const studentCount = sql<number>`(select count(*)::int from enrollments e where e.course_id = courses.id and e.is_active)`;

export const courseSummaryColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  language: courses.language,
  price: courses.price,
  currency: courses.currency,
  isPublished: courses.isPublished,
  certificatesEnabled: courses.certificatesEnabled,
  thumbnail: courses.thumbnail,
  createdAt: courses.createdAt,
  instructorId: courses.instructorId,
  instructorUsername: users.username,
  instructorFirstName: users.firstName,
  instructorLastName: users.lastName,
  lessonCount,
  studentCount,
};

function catalogueFilter(search: string | undefined): SQL | undefined {
  const published = eq(courses.isPublished, true);
  if (!search) return published;
  const pattern = containsPattern(search);
  return and(published, or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
}

export async function listPublishedCourses(
  db: Db,
  options: { search?: string; limit: number; offset: number },
) {
  const where = catalogueFilter(options.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseSummaryColumns)
      .from(courses)
      .innerJoin(users, eq(users.id, courses.instructorId))
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(courses)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Every course, drafts included, newest first: for administrators. */
export async function listAllCourseSummaries(db: Db) {
  return db
    .select(courseSummaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export async function findCourseSummary(db: Db, courseId: number) {
  const [row] = await db
    .select(courseSummaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.id, courseId));
  return row;
}

export type CourseSummaryRow = NonNullable<Awaited<ReturnType<typeof findCourseSummary>>>;

export async function listCourseLessons(db: Db, courseId: number) {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.order), asc(lessons.id));
}

/**
 * Whether the student is actively enrolled. `lock` also locks the enrolment row until the transaction ends,
 * so steps that each may complete the course are checked one after the other (certificates/completion.ts).
 */
export async function isEnrolled(
  db: Db,
  studentId: number,
  courseId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<boolean> {
  const query = db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.studentId, studentId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.isActive, true),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return !!row;
}
