import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorCourse } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys } from './instructor-keys';

/** The signed-in instructor's own courses, drafts included, newest first. */
export function getInstructorCourses(signal?: AbortSignal): Promise<InstructorCourse[]> {
  return api.get<InstructorCourse[]>('/instructor/courses/', { signal });
}

export const instructorCoursesQueryOptions = () =>
  queryOptions({
    queryKey: instructorKeys.list(),
    queryFn: ({ signal }) => getInstructorCourses(signal),
  });

export function useInstructorCourses() {
  return useQuery(instructorCoursesQueryOptions());
}
