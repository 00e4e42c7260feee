import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

/** One enrolled student's progress through the instructor's course. */
export function getStudentProgress(courseId: string, studentId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/students/:studentId/progress/', {
    params: { courseId, studentId },
    signal,
  });
}

export const studentProgressQueryOptions = (courseId: string, studentId: number) =>
  queryOptions({
    queryKey: instructorKeys.studentProgress(courseId, studentId),
    queryFn: ({ signal }) => getStudentProgress(courseId, studentId, signal),
  });

export function useStudentProgress(courseId: string, studentId: number) {
  return useQuery(studentProgressQueryOptions(courseId, studentId));
}
