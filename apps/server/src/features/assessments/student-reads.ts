import { asc, eq } from 'drizzle-orm';
import { submissions } from '../../db/schema/assessments';
import type { AppContext } from '../../lib/context';
import { createSignalCache } from '../../lib/signal-cache';
import { enrolledCourseIds } from '../enrollments/enrolled-courses';
import {
  findAssessment,
  findAssessments,
  listActiveCourseAssessmentIds,
  type AssessmentWithCourse,
  type SubmissionRow,
} from './assessments.queries';

/** What a student's assessment pages read: the database, the shared course data and their own kept facts. */
export type StudentReads = Pick<AppContext, 'db' | 'assessments' | 'viewers'>;

/**
 * Entries of the assessments cache: each assessment with its questions (a few KB) and each course's list of
 * active ones. Kept apart from the catalogue's course pages so neither crowds the other out.
 */
const MAX_ASSESSMENT_ENTRIES = 20_000;

export const createAssessmentCache = () => createSignalCache(MAX_ASSESSMENT_ENTRIES);

/** An assessment with its course's title and state, shared by every reader and dropped with the catalogue. */
export function cachedAssessment(
  { db, assessments }: Pick<AppContext, 'db' | 'assessments'>,
  assessmentId: number,
) {
  return assessments.get(`assessment:${assessmentId}`, () => findAssessment(db, assessmentId));
}

/**
 * The active assessments of a published course. The course keeps only their ids and each assessment is its own
 * entry, so its questions are held once, whether read through a course's list or on their own. Those not kept
 * are read in one query, each still through its own entry, so a signal drops them while they load.
 */
async function cachedCourseAssessments(reads: StudentReads, courseId: number) {
  const { db, assessments } = reads;
  const ids = await assessments.get(`course:${courseId}`, () => listActiveCourseAssessmentIds(db, courseId));
  const missing: number[] = [];
  let loaded: Promise<Map<number, AssessmentWithCourse>> | undefined;
  const loadMissing = (id: number) => {
    missing.push(id);
    // Asked once the loop below has named every missing id.
    loaded ??= Promise.resolve()
      .then(() => findAssessments(db, missing))
      .then((rows) => new Map(rows.map((row) => [row.assessment.id, row])));
    return loaded.then((rows) => rows.get(id));
  };
  const found = await Promise.all(
    ids.map((id) => assessments.get(`assessment:${id}`, () => loadMissing(id))),
  );
  return found.filter((row) => row !== undefined);
}

/** Active assessments of the published courses the student is enrolled in: soonest due first, no due date last. */
export async function listStudentAssessments(reads: StudentReads, studentId: number) {
  const courseIds = await enrolledCourseIds(reads, studentId);
  const perCourse = await Promise.all([...courseIds].map((id) => cachedCourseAssessments(reads, id)));
  const due = (row: { assessment: { dueDate: Date | null } }) =>
    row.assessment.dueDate?.getTime() ?? Number.POSITIVE_INFINITY;
  return perCourse.flat().sort((a, b) => due(a) - due(b) || a.assessment.id - b.assessment.id);
}

/** Whether the student may see and take the assessment now: active, its course published, and enrolled. */
export async function findAssessmentForStudent(reads: StudentReads, studentId: number, assessmentId: number) {
  const found = await cachedAssessment(reads, assessmentId);
  if (!found) return undefined;
  const enrolled = (await enrolledCourseIds(reads, studentId)).has(found.assessment.courseId);
  return { ...found, enrolled };
}

/**
 * Every attempt of the student, in attempt order, kept until one of them changes (migration 0019). An open
 * attempt's answers change with each autosave, which sends no signal, so they are not kept: whoever shows
 * them reads the attempt itself (readOpenAttempts).
 */
export function knownAttempts({ db, viewers }: StudentReads, studentId: number) {
  return viewers.get(studentId, 'attempts', async () => {
    const rows = await db
      .select()
      .from(submissions)
      .where(eq(submissions.studentId, studentId))
      .orderBy(asc(submissions.attemptNumber), asc(submissions.id));
    return rows.map((row) => (row.status === 'in_progress' ? { ...row, answers: {} } : row));
  });
}

export function attemptsAt(attempts: SubmissionRow[], assessmentId: number) {
  return attempts.filter((attempt) => attempt.assessmentId === assessmentId);
}
