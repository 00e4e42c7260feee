import { sql } from 'drizzle-orm';
import type { ProgressFigures } from '@somo/contract/enrollments';

/** Whole percent, rounded; an empty course is 0 % done rather than a division by zero. */
export function percentage(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function progressFigures(done: number, total: number): ProgressFigures {
  return { completed_quizzes: done, total_quizzes: total, completion_percentage: percentage(done, total) };
}

/**
 * Progress counts lessons completed and active assessments with a finished attempt, over all lessons and
 * active assessments. These fragments read the enrolment row of the surrounding query.
 */
export const progressColumns = {
  completedLessons: sql<number>`(select count(*)::int from lesson_completions lc where lc.student_id = enrollments.student_id and lc.course_id = enrollments.course_id)`,
  finishedAssessments: sql<number>`(select count(distinct s.assessment_id)::int from submissions s join assessments a on a.id = s.assessment_id where a.course_id = enrollments.course_id and a.is_active and s.student_id = enrollments.student_id and s.status = 'submitted')`,
  assessmentCount: sql<number>`(select count(*)::int from assessments a where a.course_id = enrollments.course_id and a.is_active)`,
  lessonTotal: sql<number>`(select count(*)::int from lessons l where l.course_id = enrollments.course_id)`,
};

export function progressPercentage(row: {
  completedLessons: number;
  finishedAssessments: number;
  assessmentCount: number;
  lessonTotal: number;
}): number {
  return percentage(row.completedLessons + row.finishedAssessments, row.lessonTotal + row.assessmentCount);
}
