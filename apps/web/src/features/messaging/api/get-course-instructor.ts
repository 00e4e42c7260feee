import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagingKeys } from '../../../api/messages';

export const courseInstructorQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...messagingKeys.all, 'course-instructor', courseId] as const,
    queryFn: ({ signal }) =>
      api.call('GET /student/courses/:courseId/instructor/', { params: { courseId }, signal }),
  });

/** The instructor of a course the student is enrolled in. */
export function useCourseInstructor(courseId: string) {
  return useQuery(courseInstructorQueryOptions(courseId));
}
