import type { ProgressFigures } from '@somo/contract/enrollments';
import { progressItems, summarizeProgress, type ProgressSummary } from '@somo/contract/progress';
import type { Db } from '../../db/client';
import { attemptOutcome } from '../assessments/grading';
import { listPassingCandidates } from './enrollments.queries';

/**
 * Server side of the one progress definition (@somo/contract/progress): the counts come from here, the
 * arithmetic and the words from the contract, so every page shows the same figures.
 */

/** The spec's figures (completed_quizzes, …): the same counts as the summary, as items done of items. */
export function toProgressFigures(summary: ProgressSummary): ProgressFigures {
  const { done, total } = progressItems(summary);
  return { completed_quizzes: done, total_quizzes: total, completion_percentage: summary.percentage };
}

type Enrolment = { studentId: number; courseId: number };
type EnrolmentCounts = Enrolment & { lessonsCompleted: number; lessonCount: number; assessmentCount: number };

export type PassedCounts = ReadonlyMap<string, number>;

const enrolmentKey = ({ studentId, courseId }: Enrolment) => `${studentId}:${courseId}`;

/**
 * Active assessments passed, per enrolment, for one student's courses or for one course's students. Whether
 * an attempt passed needs its marking, which the attempt's answers decide, so it is worked out here rather
 * than in SQL; only attempts already at the passing score are read.
 */
export async function countPassedAssessments({
  db,
  scope,
}: {
  db: Db;
  scope: { studentId: number } | { courseId: number };
}): Promise<PassedCounts> {
  const attempts = await listPassingCandidates(db, scope);
  const passed = new Set<string>();
  const counts = new Map<string, number>();
  for (const attempt of attempts) {
    const assessmentKey = `${attempt.studentId}:${attempt.assessmentId}`;
    if (passed.has(assessmentKey) || attemptOutcome(attempt, attempt).result !== 'passed') continue;
    passed.add(assessmentKey);
    const key = enrolmentKey(attempt);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function enrolmentProgress(row: EnrolmentCounts, passed: PassedCounts): ProgressSummary {
  return summarizeProgress({
    lessons_completed: row.lessonsCompleted,
    lesson_count: row.lessonCount,
    assessments_passed: passed.get(enrolmentKey(row)) ?? 0,
    assessment_count: row.assessmentCount,
  });
}
