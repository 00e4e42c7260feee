import type { ProgressFigures } from '@somo/contract/enrollments';

/** Whole percent, rounded; an empty course is 0 % done rather than a division by zero. */
export function percentage(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function progressFigures(done: number, total: number): ProgressFigures {
  return { completed_quizzes: done, total_quizzes: total, completion_percentage: percentage(done, total) };
}
