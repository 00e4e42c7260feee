import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

/** The course's students, each with the same progress figures the student sees on their own pages. */
export function getCourseStudents(courseId: string, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/students/', { params: { courseId }, signal });
}

export const courseStudentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.students(courseId),
    queryFn: ({ signal }) => getCourseStudents(courseId, signal),
  });

export function useCourseStudents(courseId: string) {
  return useQuery(courseStudentsQueryOptions(courseId));
}
