import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema/assessments';
import { enrollments } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

/**
 * The gradebook's students: everyone enrolled in the course (an enrolment ended included: their results still
 * count) and anyone with an attempt at the assessment, by last name, first name and username.
 */
export async function listGradebookStudents(db: Db, courseId: number, assessmentId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(
      or(
        sql`${users.id} in (select ${enrollments.studentId} from ${enrollments} where ${enrollments.courseId} = ${courseId})`,
        sql`${users.id} in (select ${submissions.studentId} from ${submissions} where ${submissions.assessmentId} = ${assessmentId})`,
      ),
    )
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.username));
}

/** Every attempt at the assessment, in the order they were started. */
export async function listAssessmentAttempts(db: Db, assessmentId: number) {
  return db
    .select()
    .from(submissions)
    .where(eq(submissions.assessmentId, assessmentId))
    .orderBy(asc(submissions.startedAt), asc(submissions.id));
}

/** The finished attempts at the assessment, oldest submission first. */
export async function listFinishedAssessmentAttempts(db: Db, assessmentId: number) {
  return db
    .select({
      answers: submissions.answers,
      manualGrades: submissions.manualGrades,
      paper: submissions.paper,
    })
    .from(submissions)
    .where(and(eq(submissions.assessmentId, assessmentId), eq(submissions.status, 'submitted')))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}
