import { describe, expect, it } from 'vitest';
import {
  assessmentsText,
  attemptResult,
  bestResult,
  isCourseComplete,
  lessonsText,
  markingText,
  progressItems,
  progressText,
  summarizeProgress,
  wholePercent,
} from './progress';

const counts = (lessonsCompleted: number, lessons: number, passed: number, assessments: number) => ({
  lessons_completed: lessonsCompleted,
  lesson_count: lessons,
  assessments_passed: passed,
  assessment_count: assessments,
});

describe('course progress', () => {
  it('counts lessons and assessments together in one percentage', () => {
    // The case from the field: one assessment passed, no lesson done, five lessons.
    expect(summarizeProgress(counts(0, 5, 1, 1))).toEqual({ ...counts(0, 5, 1, 1), percentage: 17 });
    expect(summarizeProgress(counts(2, 3, 0, 0)).percentage).toBe(67);
    expect(summarizeProgress(counts(1, 3, 0, 0)).percentage).toBe(33);
  });

  it('says 100 % only when everything is done', () => {
    expect(wholePercent(199, 200)).toBe(99);
    expect(wholePercent(200, 200)).toBe(100);
    expect(isCourseComplete(summarizeProgress(counts(4, 4, 0, 1)))).toBe(false);
    expect(isCourseComplete(summarizeProgress(counts(4, 4, 1, 1)))).toBe(true);
  });

  it('calls an empty course 0 % and never complete', () => {
    const empty = summarizeProgress(counts(0, 0, 0, 0));
    expect(empty.percentage).toBe(0);
    expect(isCourseComplete(empty)).toBe(false);
  });

  it('gives the spec’s item counts over lessons and assessments', () => {
    expect(progressItems(counts(1, 5, 1, 2))).toEqual({ done: 2, total: 7 });
  });

  it('words progress the same way everywhere', () => {
    expect(progressText(summarizeProgress(counts(0, 5, 1, 1)))).toBe(
      '0 of 5 lessons · 1 of 1 assessment passed · 17%',
    );
    expect(progressText(summarizeProgress(counts(1, 4, 0, 0)))).toBe('1 of 4 lessons · 25%');
    expect(lessonsText(counts(1, 1, 0, 0))).toBe('1 of 1 lesson');
    expect(assessmentsText(counts(0, 3, 1, 2))).toBe('1 of 2 assessments passed');
    expect(assessmentsText(counts(0, 3, 0, 0))).toBeNull();
  });
});

describe('assessment results', () => {
  it('waits for marking before comparing with the passing score', () => {
    expect(attemptResult({ percentage: 100, passing_score: 70, awaiting_marking: 1 })).toBe(
      'awaiting_marking',
    );
    expect(attemptResult({ percentage: 70, passing_score: 70, awaiting_marking: 0 })).toBe('passed');
    expect(attemptResult({ percentage: 69.99, passing_score: 70, awaiting_marking: 0 })).toBe('failed');
  });

  it('takes the best of several attempts', () => {
    expect(bestResult(['failed', 'passed', 'awaiting_marking'])).toBe('passed');
    expect(bestResult(['failed', 'awaiting_marking'])).toBe('awaiting_marking');
    expect(bestResult(['failed'])).toBe('failed');
    expect(bestResult([])).toBeNull();
  });

  it('counts only marked answers and says how many wait', () => {
    expect(markingText({ correct_answers: 2, marked_questions: 2, awaiting_marking: 1 })).toBe(
      '2 of 2 marked correct · 1 awaiting marking',
    );
    expect(markingText({ correct_answers: 0, marked_questions: 0, awaiting_marking: 3 })).toBe(
      '3 awaiting marking',
    );
    expect(markingText({ correct_answers: 1, marked_questions: 3, awaiting_marking: 0 })).toBe(
      '1 of 3 marked correct',
    );
  });
});
