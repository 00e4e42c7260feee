import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AssessmentBody,
  GradeBody,
  InstructorAssessment,
  InstructorAssessmentDetail,
  InstructorSubmission,
  MarkingQueue,
} from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import { assessments, submissions } from '../../db/schema/assessments';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { assertInstructor, findOwnedCourse, findReadableCourse } from '../instructor/instructor.policy';
import { finishExpiredAttempts } from './attempts';
import {
  countSubmissions,
  findAssessment,
  listCourseAssessments,
  listSubmissionsWithStudents,
  listUnmarkedCandidates,
  type AssessmentRow,
} from './assessments.queries';
import { attemptOutcome, gradeAnswers, markingOf } from './grading';
import { issueCertificateIfComplete } from '../certificates/completion';

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
    questions_count: row.questions.length,
    submitted_count: counts.submittedCount,
    total_submissions: counts.totalSubmissions,
    created_at: row.createdAt.toISOString(),
  };
}

function toInstructorSubmission(
  assessment: AssessmentRow,
  row: Awaited<ReturnType<typeof listSubmissionsWithStudents>>[number],
): InstructorSubmission {
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
    answers: submission.answers,
    manual_grades: submission.manualGrades,
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
  };
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

export async function getAssessmentDetail({
  db,
  actor,
  courseId,
  assessmentId,
}: AssessmentScope): Promise<InstructorAssessmentDetail> {
  await findReadableCourse({ db, actor, courseId });
  const assessment = await findCourseAssessment(db, courseId, assessmentId);
  await finishExpiredAttempts(db, { assessmentId });
  const rows = await listSubmissionsWithStudents(db, assessmentId);
  const submittedCount = rows.filter((row) => row.submission.status === 'submitted').length;
  return {
    ...toInstructorAssessment(assessment, { submittedCount, totalSubmissions: rows.length }),
    submissions: rows.map((row) => toInstructorSubmission(assessment, row)),
  };
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
  const [row] = await db
    .insert(assessments)
    .values({ courseId, ...toColumns(input) })
    .returning();
  if (!row) throw new Error('assessment insert returned nothing');
  return toInstructorAssessment(row, { submittedCount: 0, totalSubmissions: 0 });
}

/** Edits regrade finished attempts in the same transaction, so scores always match the questions. */
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
    const [updated] = await tx
      .update(assessments)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(assessments.id, assessmentId))
      .returning();
    if (!updated) return;
    const finished = await tx.select().from(submissions).where(eq(submissions.assessmentId, assessmentId));
    const passing = new Set<number>();
    for (const submission of finished.filter((s) => s.status === 'submitted')) {
      const grade = gradeAnswers(
        updated.questions,
        submission.answers,
        submission.manualGrades,
        updated.totalPoints,
      );
      await tx
        .update(submissions)
        .set({
          score: grade.score,
          percentage: grade.percentage,
          correctAnswers: grade.correctAnswers,
          totalQuestions: grade.totalQuestions,
        })
        .where(eq(submissions.id, submission.id));
      if (grade.percentage !== null && grade.percentage >= updated.passingScore)
        passing.add(submission.studentId);
    }
    // A regrade can lift a student over the passing score, completing the course: only those who now pass
    // are checked, not every student who took it.
    for (const studentId of passing) {
      await issueCertificateIfComplete({ db: tx, studentId, courseId });
    }
  });
  return getAssessmentDetail({ db, actor, courseId, assessmentId });
}

export async function deleteAssessment({ db, actor, courseId, assessmentId }: AssessmentScope) {
  await findOwnedCourse({ db, actor, courseId });
  await findCourseAssessment(db, courseId, assessmentId);
  // Attempts hold students' answers and results, which must outlive an edit of the course.
  if ((await countSubmissions(db, assessmentId)) > 0) {
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
  const outOfRange = Object.keys(grades).find((key) => !assessment.questions[Number(key)]);
  if (outOfRange !== undefined) {
    throw new AppError('validation_error', `There is no question ${Number(outOfRange) + 1}.`, {
      grades: `There is no question ${Number(outOfRange) + 1}.`,
    });
  }
  const manualGrades = { ...submission.manualGrades, ...grades };
  const grade = gradeAnswers(assessment.questions, submission.answers, manualGrades, assessment.totalPoints);
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
  const rows = await listSubmissionsWithStudents(db, assessment.id);
  const updated = rows.find((row) => row.submission.id === submission.id);
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
    .map((row) => ({ row, marking: markingOf(row.questions, row.answers, row.manualGrades) }))
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
