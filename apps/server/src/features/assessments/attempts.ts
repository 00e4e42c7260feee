import { eq } from 'drizzle-orm';
import { GRACE_SECONDS } from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema/assessments';
import { gradeAnswers, type Grade } from './grading';
import { attemptQuestions } from './paper';
import { lockExpiredSubmissions, type AssessmentRow, type SubmissionRow } from './assessments.queries';
import { emitWebhookEvent } from '../webhooks/webhooks.events';
import { assessmentSubmittedData } from '../webhooks/webhooks.payloads';
import { issueCertificateIfComplete } from '../certificates/completion';

export function isLate(assessment: AssessmentRow, submittedAt: Date): boolean {
  return assessment.dueDate !== null && submittedAt > assessment.dueDate;
}

/** What a finished attempt stores besides its status: the answers that count, when, and their grade. */
export function finishedFields(
  assessment: AssessmentRow,
  answers: SubmissionRow['answers'],
  grade: Grade,
  submittedAt: Date,
) {
  return {
    answers,
    submittedAt,
    score: grade.score,
    percentage: grade.percentage,
    correctAnswers: grade.correctAnswers,
    totalQuestions: grade.totalQuestions,
    isLateSubmission: isLate(assessment, submittedAt),
  };
}

/** Grades the attempt on the questions it was asked and closes it; the caller holds the row lock. */
export async function finishAttempt(
  db: Db,
  assessment: AssessmentRow,
  submission: SubmissionRow,
  { answers, submittedAt }: { answers: SubmissionRow['answers']; submittedAt: Date },
) {
  const grade = gradeAnswers(
    attemptQuestions(assessment, submission),
    answers,
    submission.manualGrades,
    assessment.totalPoints,
  );
  const [row] = await db
    .update(submissions)
    .set({ status: 'submitted', ...finishedFields(assessment, answers, grade, submittedAt) })
    .where(eq(submissions.id, submission.id))
    .returning();
  // Integrators hear of every finished attempt, submitted or closed by the clock, in the transaction that finishes it.
  if (row) {
    await emitWebhookEvent({
      db,
      type: 'assessment.submitted',
      data: assessmentSubmittedData({ assessment, submission: row }),
    });
    // A passing attempt may be the last step of the course; one below the pass mark cannot be.
    if (grade.percentage >= assessment.passingScore)
      await issueCertificateIfComplete({ db, studentId: row.studentId, courseId: assessment.courseId });
  }
  return { grade, submission: row };
}

/**
 * Attempts whose time ran out are finished with their last saved answers, as if submitted at the deadline.
 * Runs before any read of attempts, and on a timer, so an abandoned attempt never stays open.
 */
export async function finishExpiredAttempts(
  db: Db,
  scope: { assessmentId?: number; studentId?: number } = {},
) {
  return db.transaction(async (tx) => {
    const expired = await lockExpiredSubmissions(tx, GRACE_SECONDS, scope);
    for (const { submission, assessment } of expired) {
      await finishAttempt(tx, assessment, submission, {
        answers: submission.answers,
        submittedAt: submission.deadline,
      });
    }
    return expired.length;
  });
}

export function secondsLeft(deadline: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Saves and submissions are accepted until the deadline plus the grace for requests in flight. */
export function withinGrace(deadline: Date, now = new Date()): boolean {
  return now.getTime() <= deadline.getTime() + GRACE_SECONDS * 1000;
}

const SWEEP_EVERY_MS = 15_000;

/** Finishes abandoned attempts in the background, so instructors see them graded without anyone reading them. */
export function startAttemptSweeper(db: Db, log: { warn: (details: object, message: string) => void }) {
  const timer = setInterval(() => {
    finishExpiredAttempts(db).catch((error: unknown) =>
      log.warn({ err: error }, 'finishing expired attempts failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return timer;
}
