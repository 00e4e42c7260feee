import { and, asc, desc, eq, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { GRACE_SECONDS, type Answers } from '@somo/contract/assessments';
import { perDatabase, queryPreparedRows, queryRows, type Db } from '../../db/client';
import { assessments, submissions, type Paper } from '../../db/schema/assessments';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { subscribedTo, WEBHOOK_CHANNEL, WEBHOOK_MAX_ATTEMPTS } from '../webhooks/webhooks.events';

export type AssessmentRow = typeof assessments.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

/** An assessment with its course's title, owner and state. */
const assessmentWithCourse = (db: Db) =>
  db
    .select({
      assessment: assessments,
      courseTitle: courses.title,
      instructorId: courses.instructorId,
      coursePublished: courses.isPublished,
    })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId));

export type AssessmentWithCourse = Awaited<ReturnType<typeof assessmentWithCourse>>[number];

export async function findAssessment(db: Db, id: number): Promise<AssessmentWithCourse | undefined> {
  const [row] = await assessmentWithCourse(db).where(eq(assessments.id, id));
  return row;
}

export function findAssessments(db: Db, ids: number[]): Promise<AssessmentWithCourse[]> {
  return assessmentWithCourse(db).where(inArray(assessments.id, ids));
}

/** A queued client's numbering of its saves: which attempt, and how far along (see SaveKey in the contract). */
export type SaveKey = { attemptId: number; sequence: number };
export type AttemptSave = {
  assessmentId: number;
  studentId: number;
  answers: Answers;
  savedAt: Date;
  key?: SaveKey | undefined;
  /**
   * The attempt with a paper the answers were checked against: written to that attempt only. Absent when they
   * were checked against the assessment's own questions: written only to an attempt without a paper.
   */
  paperAttemptId?: number | undefined;
};

/**
 * Saves answers to open attempts in one statement, each only while it is within its time, the student may still
 * take the assessment and it was asked the questions the answers were checked against (paperAttemptId); answers
 * the attempts saved, with their deadlines. A submit racing with it wins: the row is no longer in progress. A
 * keyed save is written only to the attempt it names and only when its sequence is newer than the last one saved.
 */
export async function saveOpenAttempts(db: Db, saves: AttemptSave[]) {
  const values = saves.map((save) => ({
    assessment_id: save.assessmentId,
    student_id: save.studentId,
    answers: save.answers,
    saved_at: save.savedAt.toISOString(),
    attempt_id: save.key?.attemptId ?? null,
    seq: save.key?.sequence ?? null,
    paper_attempt_id: save.paperAttemptId ?? null,
  }));
  // A plan that stays the same whatever the statistics say: each save finds the student's latest attempt (the
  // open one, if any) and their enrolment by index lookups, and the update touches those rows by primary key.
  // The status is tested as "not submitted" (the same, with two statuses) because "= 'in_progress'" lets the
  // planner walk the partial deadline index instead, which statistics taken before an exam began call empty:
  // on exam day it holds every open attempt, and each batch scanned them all.
  return queryPreparedRows<{ assessment_id: number; student_id: number; deadline_ms: number }>(
    db,
    sql`with v as materialized (
        select v.*, (select s.id from submissions s where s.assessment_id = v.assessment_id
            and s.student_id = v.student_id order by s.attempt_number desc limit 1) as submission_id
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(assessment_id int, student_id int, answers jsonb, saved_at timestamptz, attempt_id int, seq int,
            paper_attempt_id int)
        where exists (select 1 from enrollments e where e.student_id = v.student_id and e.is_active
          and e.course_id = (select a.course_id from assessments a join courses c on c.id = a.course_id
            where a.id = v.assessment_id and a.is_active and c.is_published))
      )
      update submissions s set answers = v.answers, saved_at = v.saved_at,
        last_save_seq = coalesce(v.seq, s.last_save_seq)
      from v
      where s.id = v.submission_id and s.status <> 'submitted'
        and (v.attempt_id is null or s.id = v.attempt_id) and (v.seq is null or v.seq > s.last_save_seq)
        and (s.id = v.paper_attempt_id or (v.paper_attempt_id is null and s.paper is null))
        and s.deadline >= v.saved_at - make_interval(secs => ${GRACE_SECONDS})
      returning s.assessment_id, s.student_id, (extract(epoch from s.deadline) * 1000)::float8 as deadline_ms`,
  );
}

/** The assessment, locked until the transaction ends, so two edits of it run one after the other. */
export async function lockAssessment(tx: Db, id: number) {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
  return row;
}

/** An attempt's new paper and, once finished, its new grade; what is absent stays as it is. */
export type AttemptRewrite = {
  id: number;
  paper?: Paper | undefined;
  grade?: { score: number; percentage: number; correctAnswers: number; totalQuestions: number } | undefined;
};

/** Writes the attempts' new papers and grades after an edit of their assessment, in one statement. */
export async function rewriteAttempts(tx: Db, rewrites: readonly AttemptRewrite[]) {
  if (rewrites.length === 0) return;
  const values = rewrites.map(({ id, paper, grade }) => ({
    id,
    paper,
    score: grade?.score,
    percentage: grade?.percentage,
    correct_answers: grade?.correctAnswers,
    total_questions: grade?.totalQuestions,
  }));
  await queryRows(
    tx,
    sql`update submissions s set paper = coalesce(v.paper, s.paper), score = coalesce(v.score, s.score),
        percentage = coalesce(v.percentage, s.percentage),
        correct_answers = coalesce(v.correct_answers, s.correct_answers),
        total_questions = coalesce(v.total_questions, s.total_questions)
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(id int, paper jsonb, score numeric, percentage numeric, correct_answers int, total_questions int)
      where s.id = v.id`,
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

/** A submission with the name of its student, as the instructor's pages show it. */
const withStudentName = {
  submission: submissions,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

function submissionsWithStudents(db: Db) {
  return db.select(withStudentName).from(submissions).innerJoin(users, eq(users.id, submissions.studentId));
}

/** How many attempts of the assessment there are, and how many of them are finished: counted from an index. */
function attemptCounts(db: Db, assessmentId: SQLWrapper | number) {
  return db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      submitted: sql<number>`(count(*) filter (where ${submissions.status} = 'submitted'))::int`.as(
        'submitted',
      ),
    })
    .from(submissions)
    .where(eq(submissions.assessmentId, assessmentId))
    .as('counted');
}

// Read on every visit to the submissions list: built and planned once per database. The counts ride along
// on each row, so a page takes one round trip.
const submissionPage = perDatabase((db) => {
  const assessmentId = sql.placeholder('assessmentId');
  const counted = attemptCounts(db, assessmentId);
  return db
    .select({
      ...withStudentName,
      total: counted.total,
      submitted: counted.submitted,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .crossJoin(counted)
    .where(eq(submissions.assessmentId, assessmentId))
    .orderBy(desc(submissions.startedAt), desc(submissions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('instructor_submission_page');
});

/** A page of the assessment's submissions, newest attempt first, with the counts of all of them. */
export async function listSubmissionsWithStudents(
  db: Db,
  assessmentId: number,
  page: { limit: number; offset: number },
) {
  const rows = await submissionPage(db).execute({ assessmentId, ...page });
  const first = rows[0];
  // Past the last page no row carries the counts.
  const counts = first
    ? { total: first.total, submitted: first.submitted }
    : await countSubmissions(db, assessmentId);
  return { rows, ...counts };
}

/** One submission of the assessment with its student's name. */
export async function findSubmissionWithStudent(db: Db, assessmentId: number, submissionId: number) {
  const [row] = await submissionsWithStudents(db).where(
    and(eq(submissions.assessmentId, assessmentId), eq(submissions.id, submissionId)),
  );
  return row;
}

/** All the assessment's submissions and the finished ones among them. */
export async function countSubmissions(db: Db, assessmentId: number) {
  const counted = attemptCounts(db, assessmentId);
  const [row] = await db.select().from(counted);
  return { total: row?.total ?? 0, submitted: row?.submitted ?? 0 };
}

/** Ids of a course's active assessments while it is published: what its enrolled students may take. */
export async function listActiveCourseAssessmentIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(
      and(eq(assessments.courseId, courseId), eq(assessments.isActive, true), eq(courses.isPublished, true)),
    );
  return rows.map((row) => row.id);
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

/**
 * Keeps the submissions triggers quiet for the rest of the transaction: its caller sends the change signals once
 * it has committed (lib/signal-publisher.ts, migration 0022).
 */
export const SIGNALS_AFTER_COMMIT = sql`set_config('somo.signals_after_commit', 'on', true)`;

/**
 * Starts the next attempt in one statement when the student may: the assessment active, its course published,
 * the student enrolled and attempts left. Answers undefined when any of those fails; a second open attempt
 * fails on the unique index instead. The caller then finds out which under the row lock. The caller sends the
 * change signals (SIGNALS_AFTER_COMMIT).
 */
export async function insertNextAttempt(
  db: Db,
  attempt: {
    assessmentId: number;
    studentId: number;
    attemptsAllowed: number;
    startedAt: Date;
    deadline: Date;
    totalQuestions: number;
    paper: Paper | null;
  },
): Promise<SubmissionRow | undefined> {
  const { assessmentId, studentId, paper } = attempt;
  // Without a paper the column keeps its default: the statement stays as it was before papers existed.
  const [row] = await queryPreparedRows<{ id: number; attempt_number: number }>(
    db,
    sql`insert into submissions (assessment_id, student_id, attempt_number, started_at, deadline, total_questions${paper ? sql`, paper` : sql``})
      select ${assessmentId}, ${studentId}, used.n + 1, ${attempt.startedAt.toISOString()}::timestamptz,
        ${attempt.deadline.toISOString()}::timestamptz, ${attempt.totalQuestions}${paper ? sql`, ${JSON.stringify(paper)}::jsonb` : sql``}
      from (select count(*)::int as n from submissions
        where assessment_id = ${assessmentId} and student_id = ${studentId}) as used,
        (select ${SIGNALS_AFTER_COMMIT}) as signals_after_commit
      where used.n < ${attempt.attemptsAllowed}
        and exists (select 1 from assessments a
          join courses c on c.id = a.course_id and c.is_published
          join enrollments e on e.course_id = a.course_id and e.student_id = ${studentId} and e.is_active
          where a.id = ${assessmentId} and a.is_active)
      returning id, attempt_number`,
  );
  if (!row) return undefined;
  // The row as inserted: every other column holds its default.
  return {
    id: row.id,
    assessmentId,
    studentId,
    attemptNumber: row.attempt_number,
    status: 'in_progress',
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    submittedAt: null,
    answers: {},
    manualGrades: {},
    score: null,
    percentage: null,
    correctAnswers: null,
    totalQuestions: attempt.totalQuestions,
    isLateSubmission: false,
    gradedBy: null,
    savedAt: null,
    lastSaveSeq: 0,
    paper,
  };
}

/**
 * The student's open attempt, locked; undefined when they have none. An open attempt is always their latest, so
 * it is found by the attempts index whatever the statistics say (see saveOpenAttempts).
 */
export async function lockInProgress(
  db: Db,
  assessmentId: number,
  studentId: number,
  { deferSignals = false }: { deferSignals?: boolean } = {},
) {
  const [row] = await db
    .select({
      submission: submissions,
      // The submit path sends its signals after the commit: said in the same round trip.
      deferred: deferSignals ? SIGNALS_AFTER_COMMIT : sql`null`,
    })
    .from(submissions)
    .where(and(eq(submissions.assessmentId, assessmentId), eq(submissions.studentId, studentId)))
    .orderBy(desc(submissions.attemptNumber))
    .limit(1)
    .for('update');
  return row?.submission.status === 'in_progress' ? row.submission : undefined;
}

/**
 * Finished attempts in the instructor's courses that have a text or essay question (on their paper, or among the
 * assessment's own questions) not marked by hand: a superset of those waiting for marking, which grading.ts
 * markingOf then decides exactly. Longest waiting first.
 */
export async function listUnmarkedCandidates(db: Db, instructorId: number) {
  return db
    .select({
      submissionId: submissions.id,
      studentId: submissions.studentId,
      attemptNumber: submissions.attemptNumber,
      answers: submissions.answers,
      manualGrades: submissions.manualGrades,
      paper: submissions.paper,
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
        sql`exists (select 1 from jsonb_array_elements(coalesce(${submissions.paper}->'questions', ${assessments.questions}))
            with ordinality as q(item, n)
          where q.item->>'type' in ('text', 'essay') and not jsonb_exists(${submissions.manualGrades}, (q.n - 1)::text))`,
      ),
    )
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

/** What one statement finishes an open attempt with: everything decided by the caller before it runs. */
export type FinishedInTime = {
  assessmentId: number;
  studentId: number;
  answers: Answers;
  submittedAt: Date;
  score: number;
  percentage: number;
  correctAnswers: number;
  totalQuestions: number;
  isLateSubmission: boolean;
  /** The 'assessment.submitted' event's data but for the attempt's id and number, which the statement adds. */
  eventData: Record<string, unknown>;
  /**
   * The attempt whose paper the answers were graded on; absent when they were graded on the assessment's own
   * questions, which only an attempt without a paper was asked.
   */
  paperAttemptId?: number | undefined;
};

/**
 * Exam-day submits in one statement: each student's open attempt, locked, is finished with the answers the
 * caller graded, when it is still within its time (with the grace), nobody has marked any of it by hand and it
 * was asked the questions they were graded on (paperAttemptId); the integrators' events are recorded and queued
 * in the same statement, as emitWebhookEvent would in a transaction. Answers the attempts it finished; the
 * callers of the others take the careful path. Attempts are locked in id order, so two batches that share one (a
 * double submit) wait for each other instead of deadlocking. The caller sends the change signals
 * (SIGNALS_AFTER_COMMIT).
 */
export async function finishManyInTime(db: Db, attempts: FinishedInTime[]) {
  const values = attempts.map((attempt) => ({
    assessment_id: attempt.assessmentId,
    student_id: attempt.studentId,
    answers: attempt.answers,
    submitted_at: attempt.submittedAt.toISOString(),
    score: attempt.score,
    percentage: attempt.percentage,
    correct_answers: attempt.correctAnswers,
    total_questions: attempt.totalQuestions,
    is_late_submission: attempt.isLateSubmission,
    event_data: attempt.eventData,
    paper_attempt_id: attempt.paperAttemptId ?? null,
  }));
  // The plan of saveOpenAttempts, for the same reason: each attempt is found by index lookups and locked by
  // primary key, never by walking the open attempts, of which there are as many as students on exam day.
  return queryPreparedRows<{ id: number; attempt_number: number; assessment_id: number; student_id: number }>(
    db,
    sql`with v as materialized (
        select v.*, (select s.id from submissions s where s.assessment_id = v.assessment_id
            and s.student_id = v.student_id order by s.attempt_number desc limit 1) as submission_id
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(assessment_id int, student_id int,
          answers jsonb, submitted_at timestamptz, score numeric, percentage numeric, correct_answers int,
          total_questions int, is_late_submission boolean, event_data jsonb, paper_attempt_id int)
      ), target as (
        select s.id, (select ${SIGNALS_AFTER_COMMIT}) as signals_after_commit from submissions s
        where s.id in (select v.submission_id from v) and s.status <> 'submitted'
        order by s.id
        for update of s
      ), finished as (
        update submissions s set status = 'submitted', answers = v.answers, submitted_at = v.submitted_at,
          score = v.score, percentage = v.percentage, correct_answers = v.correct_answers,
          total_questions = v.total_questions, is_late_submission = v.is_late_submission
        from target, v
        where s.id = target.id and v.submission_id = s.id
          and s.manual_grades = '{}'::jsonb
          and (s.id = v.paper_attempt_id or (v.paper_attempt_id is null and s.paper is null))
          and s.deadline >= v.submitted_at - make_interval(secs => ${GRACE_SECONDS})
        returning s.id, s.attempt_number, s.assessment_id, s.student_id, v.event_data
      ), subscribed as (
        select id from ${webhookEndpoints} where ${subscribedTo('assessment.submitted')}
      ), event as (
        insert into ${webhookEvents} (type, data)
        select 'assessment.submitted',
          finished.event_data || jsonb_build_object('submission_id', finished.id, 'attempt_number', finished.attempt_number)
        from finished where exists (select 1 from subscribed)
        returning id
      ), queued as (
        insert into ${webhookDeliveries} (event_id, endpoint_id, attempts_left)
        select event.id, subscribed.id, ${WEBHOOK_MAX_ATTEMPTS} from event, subscribed
        returning 1
      )
      select finished.id, finished.attempt_number, finished.assessment_id, finished.student_id,
        (select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from event limit 1) as any_event) as workers_woken
      from finished`,
  );
}

/**
 * The student's open attempt and its paper, for checking answers against the questions it was asked; found by the
 * one-open-attempt index.
 */
export async function findOpenAttempt(db: Db, assessmentId: number, studentId: number) {
  const [row] = await db
    .select({ id: submissions.id, paper: submissions.paper })
    .from(submissions)
    .where(
      and(
        eq(submissions.assessmentId, assessmentId),
        eq(submissions.studentId, studentId),
        eq(submissions.status, 'in_progress'),
      ),
    );
  return row;
}
