import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

/** One submission with its answers; under the assessment's key, so whatever refreshes the assessment does too. */
export const courseSubmissionKey = (courseId: number, assessmentId: number, submissionId: number) =>
  [...assessmentKeys.courseDetail(courseId, assessmentId), 'submission', String(submissionId)] as const;

export function getCourseSubmission(
  courseId: number,
  assessmentId: number,
  submissionId: number,
  signal?: AbortSignal,
) {
  return api.call('GET /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/', {
    params: { courseId, id: assessmentId, submissionId },
    signal,
  });
}

export const courseSubmissionQueryOptions = (courseId: number, assessmentId: number, submissionId: number) =>
  queryOptions({
    queryKey: courseSubmissionKey(courseId, assessmentId, submissionId),
    queryFn: ({ signal }) => getCourseSubmission(courseId, assessmentId, submissionId, signal),
    // A student may submit, or another tab mark, while the instructor reviews: opening it shows the latest.
    staleTime: 0,
  });

export function useCourseSubmission(courseId: number, assessmentId: number, submissionId: number) {
  return useQuery(courseSubmissionQueryOptions(courseId, assessmentId, submissionId));
}
