import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { assessments, submissions } from '../../db/schema/assessments';
import { courses, enrollments, lessonCompletions, lessons } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { courseSummaryColumns } from '../courses/courses.queries';

/** Lessons completed, lessons and active assessments, read from the enrolment row of the surrounding query. */
export const progressColumns = {
  lessonsCompleted: sql<number>`(select count(*)::int from lesson_completions lc join lessons l on l.id = lc.lesson_id where lc.student_id = enrollments.student_id and l.course_id = enrollments.course_id)`,
  lessonCount: sql<number>`(select count(*)::int from lessons l where l.course_id = enrollments.course_id)`,
  assessmentCount: sql<number>`(select count(*)::int from assessments a where a.course_id = enrollments.course_id and a.is_active)`,
};

export async function listStudentEnrollments(db: Db, studentId: number) {
  return db
    .select({
      ...courseSummaryColumns,
      enrollmentId: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      studentId: enrollments.studentId,
      courseId: enrollments.courseId,
      ...progressColumns,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.isActive, true)))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

export async function findPersonName(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
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

export async function listActiveAssessments(db: Db, courseId: number) {
  return db
    .select({
      id: assessments.id,
      title: assessments.title,
      questions: assessments.questions,
      passingScore: assessments.passingScore,
    })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.isActive, true)))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));
}

export async function listFinishedAttempts(db: Db, studentId: number, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .select({
      assessmentId: submissions.assessmentId,
      percentage: submissions.percentage,
      answers: submissions.answers,
      manualGrades: submissions.manualGrades,
      paper: submissions.paper,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.studentId, studentId),
        eq(submissions.status, 'submitted'),
        inArray(submissions.assessmentId, assessmentIds),
      ),
    );
}

/**
 * Finished attempts at active assessments that reached the passing score, for one student or one course:
 * the only attempts that can have passed, once fully marked.
 */
export async function listPassingCandidates(db: Db, scope: { studentId: number } | { courseId: number }) {
  return db
    .select({
      studentId: submissions.studentId,
      courseId: assessments.courseId,
      assessmentId: assessments.id,
      questions: assessments.questions,
      passingScore: assessments.passingScore,
      percentage: submissions.percentage,
      answers: submissions.answers,
      manualGrades: submissions.manualGrades,
      paper: submissions.paper,
    })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .where(
      and(
        'studentId' in scope
          ? eq(submissions.studentId, scope.studentId)
          : eq(assessments.courseId, scope.courseId),
        eq(submissions.status, 'submitted'),
        eq(assessments.isActive, true),
        gte(submissions.percentage, assessments.passingScore),
      ),
    );
}

/**
 * In each published course the student is enrolled in, the first lesson (by order) not completed yet, with
 * its place in the course. Courses with every lesson completed have none.
 */
export async function listNextLessons(db: Db, studentId: number) {
  return queryRows<{
    course_id: number;
    course_title: string;
    lesson_id: number;
    lesson_title: string;
    lesson_number: number;
  }>(
    db,
    sql`select distinct on (e.course_id) e.course_id, c.title as course_title, l.id as lesson_id,
        l.title as lesson_title,
        (select count(*) from lessons l2 where l2.course_id = l.course_id
          and (l2."order" < l."order" or (l2."order" = l."order" and l2.id <= l.id)))::int as lesson_number
      from enrollments e
      join courses c on c.id = e.course_id and c.is_published
      join lessons l on l.course_id = e.course_id
      where e.student_id = ${studentId} and e.is_active
        and not exists (select 1 from lesson_completions lc where lc.lesson_id = l.id and lc.student_id = e.student_id)
      order by e.course_id, l."order", l.id`,
  );
}
