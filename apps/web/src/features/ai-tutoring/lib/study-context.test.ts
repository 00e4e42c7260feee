import { describe, expect, it } from 'vitest';
import { contextFields } from './study-context';

describe('contextFields', () => {
  it('sends the course, with its lesson when there is one', () => {
    expect(contextFields({ courseId: 5 })).toEqual({ course_id: 5 });
    expect(contextFields({ courseId: 5, lessonId: 9 })).toEqual({ course_id: 5, lesson_id: 9 });
  });

  it('sends nothing without a course, not even a lesson', () => {
    expect(contextFields({})).toEqual({});
    expect(contextFields({ lessonId: 9 })).toEqual({});
  });
});
