import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorLesson } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';

/** The course's lessons in their order, with full content. */
export function getCourseLessons(courseId: string, signal?: AbortSignal): Promise<InstructorLesson[]> {
  return api.get<InstructorLesson[]>(`/instructor/courses/${encodeURIComponent(courseId)}/lessons/`, {
    signal,
  });
}

export const courseLessonsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorKeys.lessons(courseId),
    queryFn: ({ signal }) => getCourseLessons(courseId, signal),
  });

export function useCourseLessons(courseId: string) {
  return useQuery(courseLessonsQueryOptions(courseId));
}
