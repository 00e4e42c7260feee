import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

type Id = string | number;

/**
 * One tree of query keys for the instructor's own courses, so a change can invalidate a course
 * (its detail, lessons and students) or everything at once.
 */
export const instructorKeys = {
  all: () => ['instructor', 'courses'] as const,
  list: () => ['instructor', 'courses', 'list'] as const,
  course: (courseId: Id) => ['instructor', 'courses', String(courseId)] as const,
  detail: (courseId: Id) => ['instructor', 'courses', String(courseId), 'detail'] as const,
  lessons: (courseId: Id) => ['instructor', 'courses', String(courseId), 'lessons'] as const,
  students: (courseId: Id) => ['instructor', 'courses', String(courseId), 'students'] as const,
  studentProgress: (courseId: Id, studentId: Id) =>
    ['instructor', 'courses', String(courseId), 'students', String(studentId), 'progress'] as const,
};

/** The public catalogue and course pages show what the instructor just changed. */
export const publicCourseKeys = () => ['courses'] as const;

/** The signed-in instructor's own courses, drafts included, newest first. */
export function getInstructorCourses(signal?: AbortSignal) {
  return api.call('GET /instructor/courses/', { signal });
}

export const instructorCoursesQueryOptions = () =>
  queryOptions({
    queryKey: instructorKeys.list(),
    queryFn: ({ signal }) => getInstructorCourses(signal),
  });

export function useInstructorCourses() {
  return useQuery(instructorCoursesQueryOptions());
}
