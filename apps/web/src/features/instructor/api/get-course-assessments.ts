import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

export function getCourseAssessments(courseId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/assessments/', { params: { courseId }, signal });
}

export const courseAssessmentsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: assessmentKeys.courseList(courseId),
    queryFn: ({ signal }) => getCourseAssessments(courseId, signal),
  });

export function useCourseAssessments(courseId: number) {
  return useQuery(courseAssessmentsQueryOptions(courseId));
}
