import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  questionsPerAttempt,
  SUBMISSIONS_PAGE_SIZE,
  type AssessmentBody,
  type GradeBody,
  type InstructorAssessment,
  InstructorAssessmentDetail,
  type InstructorSubmission,
  type InstructorSubmissionSummary,
  type MarkingQueue,
  type SubmissionPageQuery,
} from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import { assessments, submissions, type Paper } from '../../db/schema/assessments';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { noGroupCache, type GroupCache } from '../../lib/group-cache';
import { fullName } from '../courses/courses.presenter';
import {
  assertCourseReader,
  assertInstructor,
  canReadCourse,
  findOwnedCourse,
  findReadableCourse,
} from '../instructor/instructor.policy';
import {
  countSubmissions,
  findAssessment,
  findSubmissionWithStudent,
  listCourseAssessments,
  listSubmissionsWithStudents,
  listUnmarkedCandidates,
  lockAssessment,
  rewriteAttempts,
  type AssessmentRow,
  type AttemptRewrite,
  type SubmissionRow,
} from './assessments.queries';
import { attemptOutcome, gradeAnswers, markingOf } from './grading';
import { attemptQuestions, followOwnQuestions, ownPaper } from './paper';
import { lockListedBankQuestions } from './question-bank.queries';
import { issueCertificateIfComplete } from '../certificates/completion';
import type { AppContext } from '../../lib/context';
import { cachedAssessment } from './student-reads';

type AssessmentInput = z.output<typeof AssessmentBody>;
type CourseScope = { db: Db; actor: Actor; courseId: number };
type AssessmentScope = CourseScope & { assessmentId: number };

function toInstructorAssessment(
  row: AssessmentRow,
  counts: { submittedCount: number; totalSubmissions: number },
): InstructorAssessment {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    duration_minutes: row.durationMinutes,
    total_points: row.totalPoints,
    passing_score: row.passingScore,
    attempts_allowed: row.attemptsAllowed,
    is_active: row.isActive,
    start_date: row.startDate?.toISOString() ?? null,
    due_date: row.dueDate?.toISOString() ?? null,
    questions: row.questions,
    selection: row.selection,
    shuffle_questions: row.shuffleQuestions,
    shuffle_options: row.shuffleOptions,
    questions_count: questionsPerAttempt(row),
    submitted_count: counts.submittedCount,
    total_submissions: counts.totalSubmissions,
    created_at: row.createdAt.toISOString(),
  };
}

type SubmissionWithStudent = NonNullable<Awaited<ReturnType<typeof findSubmissionWithStudent>>>;

/** A row of the submissions list: everything but the answers, which the review reads on its own. */
function toSubmissionSummary(
  assessment: AssessmentRow,
  row: SubmissionWithStudent,
): InstructorSubmissionSummary {
  const { submission } = row;
  const outcome = submission.status === 'submitted' ? attemptOutcome(assessment, submission) : undefined;
  const spent = submission.submittedAt
    ? Math.round(((submission.submittedAt.getTime() - submission.startedAt.getTime()) / 60_000) * 10) / 10
    : null;
  return {
    id: submission.id,
    student_id: submission.studentId,
    student_name: fullName(row.firstName, row.lastName, row.username),
    student_username: row.username,
    status: submission.status,
    score: submission.score,
    percentage: submission.percentage,
    correct_answers: submission.correctAnswers,
    total_questions: submission.totalQuestions,
    time_spent_minutes: spent,
    started_at: submission.startedAt.toISOString(),
    submitted_at: submission.submittedAt?.toISOString() ?? null,
    attempt_number: submission.attemptNumber,
    is_late_submission: submission.isLateSubmission,
    marked_questions: outcome?.markedQuestions ?? 0,
    awaiting_marking: outcome?.awaitingMarking ?? 0,
    result: outcome?.result ?? null,
  };
}

function toInstructorSubmission(assessment: AssessmentRow, row: SubmissionWithStudent): InstructorSubmission {
  return {
    ...toSubmissionSummary(assessment, row),
    answers: row.submission.answers,
    manual_grades: row.submission.manualGrades,
    questions: attemptQuestions(assessment, row.submission),
  };
}

function toColumns(input: AssessmentInput) {
  return {
    title: input.title,
    description: input.description,
    durationMinutes: input.duration_minutes,
    totalPoints: input.total_points,
    passingScore: input.passing_score,
    attemptsAllowed: input.attempts_allowed,
    isActive: input.is_active,
    startDate: input.start_date ? new Date(input.start_date) : null,
    dueDate: input.due_date ? new Date(input.due_date) : null,
    questions: input.questions,
    selection: input.selection,
    shuffleQuestions: input.shuffle_questions,
    shuffleOptions: input.shuffle_options,
  };
}

/**
 * A fixed list names only questions of the course's own bank; anything else is refused by number. The questions
 * stay locked against deletion until the caller's transaction, which saves the list, ends.
 */
async function assertSelectable(tx: Db, courseId: number, selection: AssessmentInput['selection']) {
  if (selection?.kind !== 'bank') return;
  const found = new Set(
    (await lockListedBankQuestions(tx, courseId, selection.question_ids)).map((question) => question.id),
  );
  const missing = selection.question_ids.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const message = `Not in this course's question bank: ${missing.join(', ')}.`;
  throw new AppError('validation_error', message, { 'selection.question_ids': message });
}

/** The assessment, only through a course the instructor owns (admins may read). */
async function findCourseAssessment(db: Db, courseId: number, assessmentId: number) {
  const found = await findAssessment(db, assessmentId);
  if (!found || found.assessment.courseId !== courseId) notFound('Assessment not found.');
  return found.assessment;
}

export async function listAssessments({ db, actor, courseId }: CourseScope): Promise<InstructorAssessment[]> {
  await findReadableCourse({ db, actor, courseId });
  const rows = await listCourseAssessments(db, courseId);
  return rows.map((row) => toInstructorAssessment(row.assessment, row));
}

/**
 * The assessment as the actor may read it: in a course they teach (admins read every course). Another's course,
 * an assessment of another course and one that does not exist answer the same 404.
 */
type Found = Awaited<ReturnType<typeof findAssessment>>;
type DetailInput = AssessmentScope & { page?: SubmissionPageQuery; submissionPages?: GroupCache | undefined };
/** Reads the assessment as kept in memory, dropped whenever an assessment or course changes. */
type KeptReads = Pick<AppContext, 'assessments'>;

function readableAssessment(actor: Actor, courseId: number, found: Found): AssessmentRow {
  if (!found || found.assessment.courseId !== courseId || !canReadCourse(actor, found.instructorId)) {
    notFound('Assessment not found.');
  }
  return found.assessment;
}

/** The assessment, read from the database, when the actor may read its course's management data. */
export async function findReadableAssessment({ db, actor, courseId, assessmentId }: AssessmentScope) {
  assertCourseReader(actor);
  return readableAssessment(actor, courseId, await findAssessment(db, assessmentId));
}

/**
 * One page of the submissions, newest attempt first, with the whole assessment's counts. A read never writes:
 * attempts whose time ran out are finished by the sweeper (attempts.ts) or when their student next reads them,
 * and show as in progress until then.
 */
async function assessmentDetail(
  found: Promise<Found>,
  { db, actor, courseId, assessmentId, page = {} }: DetailInput,
): Promise<InstructorAssessmentDetail> {
  // Read together to save a round trip; nothing leaves before readableAssessment has checked the access.
  const [assessmentFound, listed] = await Promise.all([
    found,
    listSubmissionsWithStudents(db, assessmentId, pageScope(page)),
  ]);
  const assessment = readableAssessment(actor, courseId, assessmentFound);
  return {
    ...toInstructorAssessment(assessment, {
      submittedCount: listed.submitted,
      totalSubmissions: listed.total,
    }),
    submissions: listed.rows.map((row) => toSubmissionSummary(assessment, row)),
  };
}

const pageScope = (page: SubmissionPageQuery) => ({
  limit: page.limit ?? SUBMISSIONS_PAGE_SIZE,
  offset: page.offset ?? 0,
});

/**
 * The submissions page as checked JSON text, kept per page (decision 18) until the assessment's submissions, the
 * assessment or a student's name change: checking and serialising it cost more than everything else on each
 * request. Who may read it is decided first, on every request.
 */
export async function assessmentDetailJson(input: DetailInput & KeptReads): Promise<string> {
  const { actor, courseId, assessmentId, page = {}, submissionPages = noGroupCache } = input;
  assertCourseReader(actor);
  const found = await cachedAssessment(input, assessmentId);
  readableAssessment(actor, courseId, found);
  const { limit, offset } = pageScope(page);
  return submissionPages.get(assessmentId, `${limit}:${offset}`, async () =>
    JSON.stringify(InstructorAssessmentDetail.parse(await assessmentDetail(Promise.resolve(found), input))),
  );
}

/** One submission with its answers, for the instructor's review. */
export async function getSubmission({
  db,
  assessments,
  actor,
  courseId,
  assessmentId,
  submissionId,
}: AssessmentScope & KeptReads & { submissionId: number }): Promise<InstructorSubmission> {
  assertCourseReader(actor);
  const [found, row] = await Promise.all([
    cachedAssessment({ db, assessments }, assessmentId),
    findSubmissionWithStudent(db, assessmentId, submissionId),
  ]);
  const assessment = readableAssessment(actor, courseId, found);
  if (!row) notFound('Submission not found.');
  return toInstructorSubmission(assessment, row);
}

export async function createAssessment({
  db,
  actor,
  courseId,
  input,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
  input: AssessmentInput;
}) {
  await findOwnedCourse({ db, actor, courseId });
  const row = await db.transaction(async (tx) => {
    await assertSelectable(tx, courseId, input.selection);
    const [inserted] = await tx
      .insert(assessments)
      .values({ courseId, ...toColumns(input) })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('assessment insert returned nothing');
  return toInstructorAssessment(row, { submittedCount: 0, totalSubmissions: 0 });
}

/**
 * The paper an attempt keeps once the assessment is edited. While the assessment asks its own questions, an edit
 * of them reaches every attempt, as it always has (papers follow them in their own order). Once it takes its
 * questions from the bank, attempts at its own questions keep them as they were asked.
 */
function paperAfterEdit(
  previous: AssessmentRow,
  updated: AssessmentRow,
  attempt: SubmissionRow,
): Paper | null {
  if (updated.selection !== null) return attempt.paper ?? ownPaper(previous.questions);
  return attempt.paper && followOwnQuestions(attempt.paper, updated.questions);
}

/**
 * What the edit changes in one attempt: its paper when that moves, and a finished attempt's grade on the
 * questions it now has. Undefined when nothing changes.
 */
function rewriteAfterEdit(
  previous: AssessmentRow,
  updated: AssessmentRow,
  attempt: SubmissionRow,
): AttemptRewrite | undefined {
  const paper = paperAfterEdit(previous, updated, attempt);
  const moved = paper === attempt.paper ? undefined : (paper ?? undefined);
  if (attempt.status !== 'submitted') return moved && { id: attempt.id, paper: moved };
  const questions = attemptQuestions(updated, { paper });
  const grade = gradeAnswers(questions, attempt.answers, attempt.manualGrades, updated.totalPoints);
  return { id: attempt.id, paper: moved, grade };
}

/**
 * Edits regrade finished attempts in the same transaction, so scores always match the questions; bank questions
 * stay as each attempt drew them. The assessment is locked first: two edits at once run one after the other,
 * each moving the attempts on from what the other left.
 */
export async function updateAssessment({
  db,
  actor,
  courseId,
  assessmentId,
  input,
}: AssessmentScope & { input: AssessmentInput }) {
  await findOwnedCourse({ db, actor, courseId });
  await findCourseAssessment(db, courseId, assessmentId);
  await db.transaction(async (tx) => {
    const previous = await lockAssessment(tx, assessmentId);
    if (!previous) return;
    await assertSelectable(tx, courseId, input.selection);
    const [updated] = await tx
      .update(assessments)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(assessments.id, assessmentId))
      .returning();
    if (!updated) return;
    const attempts = await tx.select().from(submissions).where(eq(submissions.assessmentId, assessmentId));
    const rewrites = attempts.map((attempt) => rewriteAfterEdit(previous, updated, attempt));
    await rewriteAttempts(
      tx,
      rewrites.filter((rewrite) => rewrite !== undefined),
    );
    // A regrade can lift a student over the passing score, completing the course: only those who now pass
    // are checked, not every student who took it.
    const passing = new Set(
      attempts
        .filter((_, index) => (rewrites[index]?.grade?.percentage ?? -1) >= updated.passingScore)
        .map((attempt) => attempt.studentId),
    );
    for (const studentId of passing) {
      await issueCertificateIfComplete({ db: tx, studentId, courseId });
    }
  });
  // From the database itself: the kept copy may not have heard of this change yet.
  return assessmentDetail(findAssessment(db, assessmentId), { db, actor, courseId, assessmentId });
}

export async function deleteAssessment({ db, actor, courseId, assessmentId }: AssessmentScope) {
  await findOwnedCourse({ db, actor, courseId });
  await findCourseAssessment(db, courseId, assessmentId);
  // Attempts hold students' answers and results, which must outlive an edit of the course.
  if ((await countSubmissions(db, assessmentId)).total > 0) {
    throw new AppError('assessment_has_submissions', 'Cannot delete assessment with existing submissions');
  }
  await db.delete(assessments).where(eq(assessments.id, assessmentId));
  return { message: 'Assessment deleted successfully.' };
}

type GradeInput = AssessmentScope & { submissionId: number; grades: z.output<typeof GradeBody>['grades'] };

export async function gradeSubmission({
  db,
  actor,
  courseId,
  assessmentId,
  submissionId,
  grades,
}: GradeInput): Promise<InstructorSubmission> {
  await findOwnedCourse({ db, actor, courseId });
  const assessment = await findCourseAssessment(db, courseId, assessmentId);
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!submission || submission.assessmentId !== assessment.id) notFound('Submission not found.');
  // An attempt in progress may still change its answers; marks are given to what the student handed in.
  if (submission.status !== 'submitted') {
    throw new AppError('attempt_not_submitted', 'Only submitted attempts can be graded.');
  }
  const questions = attemptQuestions(assessment, submission);
  const outOfRange = Object.keys(grades).find((key) => !questions[Number(key)]);
  if (outOfRange !== undefined) {
    throw new AppError('validation_error', `There is no question ${Number(outOfRange) + 1}.`, {
      grades: `There is no question ${Number(outOfRange) + 1}.`,
    });
  }
  const manualGrades = { ...submission.manualGrades, ...grades };
  const grade = gradeAnswers(questions, submission.answers, manualGrades, assessment.totalPoints);
  // Marking the written answers may be what completes the student's course.
  await db.transaction(async (tx) => {
    await tx
      .update(submissions)
      .set({
        manualGrades,
        score: grade.score,
        percentage: grade.percentage,
        correctAnswers: grade.correctAnswers,
        gradedBy: actor.id,
      })
      .where(eq(submissions.id, submission.id));
    await issueCertificateIfComplete({ db: tx, studentId: submission.studentId, courseId });
  });
  const updated = await findSubmissionWithStudent(db, assessment.id, submission.id);
  if (!updated) notFound('Submission not found.');
  return toInstructorSubmission(assessment, updated);
}

/** How many submissions the dashboard lists at most; `total` still counts them all. */
export const MARKING_QUEUE_LIMIT = 50;

/**
 * The instructor's 'Needs marking' list: finished attempts in their own courses with written answers nobody
 * has marked yet, the longest waiting first. Only the instructor's courses are read, so nobody sees another's.
 */
export async function listMarkingQueue({ db, actor }: { db: Db; actor: Actor }): Promise<MarkingQueue> {
  assertInstructor(actor);
  const candidates = await listUnmarkedCandidates(db, actor.id);
  const waiting = candidates
    .map((row) => ({ row, marking: markingOf(attemptQuestions(row, row), row.answers, row.manualGrades) }))
    .filter(({ marking }) => marking.awaitingMarking > 0);
  return {
    total: waiting.length,
    submissions: waiting.slice(0, MARKING_QUEUE_LIMIT).map(({ row, marking }) => ({
      submission_id: row.submissionId,
      assessment_id: row.assessmentId,
      assessment_title: row.assessmentTitle,
      course_id: row.courseId,
      course_title: row.courseTitle,
      student_id: row.studentId,
      student_name: fullName(row.firstName, row.lastName, row.username),
      student_username: row.username,
      attempt_number: row.attemptNumber,
      submitted_at: (row.submittedAt ?? row.startedAt).toISOString(),
      awaiting_marking: marking.awaitingMarking,
    })),
  };
}
