import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { GRACE_SECONDS, type Answers } from '@somo/contract/assessments';
import { queryRows, type Db } from '../../db/client';
import { assessments, submissions } from '../../db/schema/assessments';
import { courses, enrollments } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

export type AssessmentRow = typeof assessments.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

export async function findAssessment(db: Db, id: number) {
  const [row] = await db
    .select({ assessment: assessments, courseTitle: courses.title, instructorId: courses.instructorId })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(eq(assessments.id, id));
  return row;
}

/** The assessment with whether its course is published and this student actively enrolled, in one round trip. */
export async function findAssessmentForStudent(db: Db, id: number, studentId: number) {
  const [row] = await db
    .select({
      assessment: assessments,
      courseTitle: courses.title,
      coursePublished: courses.isPublished,
      enrolled: sql<boolean>`exists (select 1 from enrollments e where e.course_id = assessments.course_id and e.student_id = ${studentId} and e.is_active)`,
    })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(eq(assessments.id, id));
  return row;
}

/** A queued client's numbering of its saves: which attempt, and how far along (see SaveKey in the contract). */
export type SaveKey = { attemptId: number; sequence: number };
export type AttemptSave = {
  assessmentId: number;
  studentId: number;
  answers: Answers;
  savedAt: Date;
  key?: SaveKey | undefined;
};

/**
 * Saves answers to open attempts in one statement, each only while it is within its time and the student may
 * still take the assessment; answers the attempts saved, with their deadlines. A submit racing with it wins:
 * the row is no longer in progress. A keyed save is written only to the attempt it names and only when its
 * sequence is newer than the last one saved.
 */
export async function saveOpenAttempts(db: Db, saves: AttemptSave[]) {
  const values = saves.map((save) => ({
    assessment_id: save.assessmentId,
    student_id: save.studentId,
    answers: save.answers,
    saved_at: save.savedAt.toISOString(),
    attempt_id: save.key?.attemptId ?? null,
    seq: save.key?.sequence ?? null,
  }));
  return queryRows<{ assessment_id: number; student_id: number; deadline_ms: number }>(
    db,
    sql`update submissions s set answers = v.answers, saved_at = v.saved_at,
        last_save_seq = coalesce(v.seq, s.last_save_seq)
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(assessment_id int, student_id int, answers jsonb, saved_at timestamptz, attempt_id int, seq int)
      where s.assessment_id = v.assessment_id and s.student_id = v.student_id and s.status = 'in_progress'
        and (v.attempt_id is null or s.id = v.attempt_id) and (v.seq is null or v.seq > s.last_save_seq)
        and s.deadline >= v.saved_at - make_interval(secs => ${GRACE_SECONDS})
        and exists (select 1 from assessments a
          join courses c on c.id = a.course_id and c.is_published
          join enrollments e on e.course_id = a.course_id
          where a.id = v.assessment_id and a.is_active and e.student_id = v.student_id and e.is_active)
      returning s.assessment_id, s.student_id, (extract(epoch from s.deadline) * 1000)::float8 as deadline_ms`,
  );
}

export async function listCourseAssessments(db: Db, courseId: number) {
  return db
    .select({
      assessment: assessments,
      submittedCount: sql<number>`(select count(*)::int from submissions s where s.assessment_id = assessments.id and s.status = 'submitted')`,
      totalSubmissions: sql<number>`(select count(*)::int from submissions s where s.assessment_id = assessments.id)`,
    })
    .from(assessments)
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));
}

export async function listSubmissionsWithStudents(db: Db, assessmentId: number) {
  return db
    .select({
      submission: submissions,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .where(eq(submissions.assessmentId, assessmentId))
    .orderBy(desc(submissions.startedAt), desc(submissions.id));
}

export async function countSubmissions(db: Db, assessmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(eq(submissions.assessmentId, assessmentId));
  return row?.n ?? 0;
}

/** Active assessments of the courses the student is enrolled in. */
export async function listStudentAssessments(db: Db, studentId: number) {
  return db
    .select({ assessment: assessments, courseTitle: courses.title })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.courseId, assessments.courseId),
        eq(enrollments.studentId, studentId),
        eq(enrollments.isActive, true),
      ),
    )
    .where(and(eq(assessments.isActive, true), eq(courses.isPublished, true)))
    .orderBy(asc(assessments.dueDate), asc(assessments.id));
}

export async function listStudentSubmissions(db: Db, studentId: number, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), inArray(submissions.assessmentId, assessmentIds)))
    .orderBy(asc(submissions.attemptNumber));
}

/** In-progress attempts whose time plus grace has run out, locked so that one process finishes each. */
export async function lockExpiredSubmissions(
  db: Db,
  graceSeconds: number,
  scope: { assessmentId?: number; studentId?: number } = {},
) {
  return db
    .select({ submission: submissions, assessment: assessments })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .where(
      and(
        eq(submissions.status, 'in_progress'),
        lt(submissions.deadline, sql`now() - make_interval(secs => ${graceSeconds})`),
        scope.assessmentId ? eq(submissions.assessmentId, scope.assessmentId) : undefined,
        scope.studentId ? eq(submissions.studentId, scope.studentId) : undefined,
      ),
    )
    .limit(500)
    .for('update', { of: submissions, skipLocked: true });
}

export async function lockInProgress(db: Db, assessmentId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.assessmentId, assessmentId),
        eq(submissions.studentId, studentId),
        eq(submissions.status, 'in_progress'),
      ),
    )
    .for('update');
  return row;
}

/**
 * Finished attempts in the instructor's courses that have a text question not marked by hand: a superset of
 * those waiting for marking, which grading.ts markingOf then decides exactly. Longest waiting first.
 */
export async function listUnmarkedCandidates(db: Db, instructorId: number) {
  return db
    .select({
      submissionId: submissions.id,
      studentId: submissions.studentId,
      attemptNumber: submissions.attemptNumber,
      answers: submissions.answers,
      manualGrades: submissions.manualGrades,
      submittedAt: submissions.submittedAt,
      startedAt: submissions.startedAt,
      assessmentId: assessments.id,
      assessmentTitle: assessments.title,
      questions: assessments.questions,
      courseId: courses.id,
      courseTitle: courses.title,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .innerJoin(users, eq(users.id, submissions.studentId))
    .where(
      and(
        eq(courses.instructorId, instructorId),
        eq(submissions.status, 'submitted'),
        sql`exists (select 1 from jsonb_array_elements(${assessments.questions}) with ordinality as q(item, n)
          where q.item->>'type' = 'text' and not jsonb_exists(${submissions.manualGrades}, (q.n - 1)::text))`,
      ),
    )
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}
