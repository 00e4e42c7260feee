import { useQuery } from '@tanstack/react-query';
import { courseQueryOptions } from '../../../api/courses';

export function useCourse(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
