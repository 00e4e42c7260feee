import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

export function getCourseAssessment(courseId: number, assessmentId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/assessments/:id/', {
    params: { courseId, id: assessmentId },
    signal,
  });
}

export const courseAssessmentQueryOptions = (courseId: number, assessmentId: number) =>
  queryOptions({
    queryKey: assessmentKeys.courseDetail(courseId, assessmentId),
    queryFn: ({ signal }) => getCourseAssessment(courseId, assessmentId, signal),
    // Submissions arrive while the instructor watches; opening the view shows the latest.
    staleTime: 0,
  });

export function useCourseAssessment(courseId: number, assessmentId: number) {
  return useQuery(courseAssessmentQueryOptions(courseId, assessmentId));
}
