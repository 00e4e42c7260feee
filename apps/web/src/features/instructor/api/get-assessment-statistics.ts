import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

/** Under the assessment's key, so an edit or a hand mark (which regrade attempts) reads the statistics again. */
export const assessmentStatisticsKey = (courseId: number, assessmentId: number) =>
  [...assessmentKeys.courseDetail(courseId, assessmentId), 'statistics'] as const;

export function getAssessmentStatistics(courseId: number, assessmentId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/assessments/:id/statistics/', {
    params: { courseId, id: assessmentId },
    signal,
  });
}

export const assessmentStatisticsQueryOptions = (courseId: number, assessmentId: number) =>
  queryOptions({
    queryKey: assessmentStatisticsKey(courseId, assessmentId),
    queryFn: ({ signal }) => getAssessmentStatistics(courseId, assessmentId, signal),
    // Attempts finish while the instructor watches; opening the view counts them all.
    staleTime: 0,
  });

export function useAssessmentStatistics(courseId: number, assessmentId: number) {
  return useQuery(assessmentStatisticsQueryOptions(courseId, assessmentId));
}
