import { GRADEBOOK_COLUMNS, type AssessmentStatistics } from '@somo/contract/assessment-results';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { toCsv, type CsvCell } from '../../lib/csv';
import { fullName } from '../courses/courses.presenter';
import {
  listAssessmentAttempts,
  listFinishedAssessmentAttempts,
  listGradebookStudents,
} from './assessment-results.queries';
import type { AssessmentRow, SubmissionRow } from './assessments.queries';
import { findReadableAssessment } from './assessments.service';
import { standingOf } from './grading';
import { questionStatistics } from './question-statistics';

type AssessmentScope = { db: Db; actor: Actor; courseId: number; assessmentId: number };
type Student = Awaited<ReturnType<typeof listGradebookStudents>>[number];

/** One student's row: empty cells where they have no attempt, or no finished one yet. */
function gradebookRow(assessment: AssessmentRow, student: Student, attempts: SubmissionRow[]): CsvCell[] {
  const { finished, best, result } = standingOf(assessment, attempts);
  const submitted = finished.flatMap((attempt) =>
    attempt.submittedAt ? [attempt.submittedAt.getTime()] : [],
  );
  return [
    fullName(student.firstName, student.lastName, student.username),
    student.username,
    student.email,
    attempts.length,
    best?.score,
    best?.percentage,
    result,
    submitted.length > 0 ? new Date(Math.max(...submitted)).toISOString() : null,
  ];
}

/**
 * The assessment's gradebook as a CSV file: a row per student of the course (GRADEBOOK_COLUMNS), their best
 * finished attempt's score and result, which is a code (passed, failed, awaiting_marking) like the API's.
 */
export async function gradebookCsv(scope: AssessmentScope) {
  const { db, courseId, assessmentId } = scope;
  const assessment = await findReadableAssessment(scope);
  const [students, attempts] = await Promise.all([
    listGradebookStudents(db, courseId, assessmentId),
    listAssessmentAttempts(db, assessmentId),
  ]);
  const byStudent = new Map<number, SubmissionRow[]>();
  for (const attempt of attempts) {
    byStudent.set(attempt.studentId, [...(byStudent.get(attempt.studentId) ?? []), attempt]);
  }
  const rows = students.map((student) => gradebookRow(assessment, student, byStudent.get(student.id) ?? []));
  return { fileName: `${assessment.title} gradebook.csv`, text: toCsv([GRADEBOOK_COLUMNS, ...rows]) };
}

/** How each question fared over the finished attempts, for the course's instructor (and admins). */
export async function assessmentStatistics(scope: AssessmentScope): Promise<AssessmentStatistics> {
  const assessment = await findReadableAssessment(scope);
  const attempts = await listFinishedAssessmentAttempts(scope.db, assessment.id);
  return {
    assessment_id: assessment.id,
    finished_attempts: attempts.length,
    questions: questionStatistics(assessment, attempts),
  };
}
