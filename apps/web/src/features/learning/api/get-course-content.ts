import { useQuery } from '@tanstack/react-query';
import { courseQueryOptions } from '../../../api/courses';

/** The course with its lessons; the server includes lesson content because the student is enrolled. */
export function useCourseContent(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
