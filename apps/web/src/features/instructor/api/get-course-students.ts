import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseStudents } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys } from './instructor-keys';

export function getCourseStudents(courseId: string, signal?: AbortSignal): Promise<CourseStudents> {
  return api.get<CourseStudents>(`/instructor/courses/${encodeURIComponent(courseId)}/students/`, {
    signal,
  });
}

export const courseStudentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.students(courseId),
    queryFn: ({ signal }) => getCourseStudents(courseId, signal),
  });

export function useCourseStudents(courseId: string) {
  return useQuery(courseStudentsQueryOptions(courseId));
}
