import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorCourseDetail } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

export function getInstructorCourse(courseId: string, signal?: AbortSignal): Promise<InstructorCourseDetail> {
  return api.get<InstructorCourseDetail>(`/instructor/courses/${encodeURIComponent(courseId)}/detail/`, {
    signal,
  });
}

export const instructorCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.detail(courseId),
    queryFn: ({ signal }) => getInstructorCourse(courseId, signal),
  });

export function useInstructorCourse(courseId: string) {
  return useQuery(instructorCourseQueryOptions(courseId));
}
