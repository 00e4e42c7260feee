import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUBMISSIONS_PAGE_SIZE } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

/** Every page of an assessment's submissions, each with the assessment itself. */
export const submissionPagesKey = (courseId: number, assessmentId: number) =>
  [...assessmentKeys.courseDetail(courseId, assessmentId), 'page'] as const;

/** The assessment with its submissions from `offset` on, newest attempt first. */
export const submissionPageKey = (courseId: number, assessmentId: number, offset: number) =>
  [...submissionPagesKey(courseId, assessmentId), offset] as const;

export function getCourseAssessment(
  courseId: number,
  assessmentId: number,
  offset: number,
  signal?: AbortSignal,
) {
  return api.call('GET /instructor/courses/:courseId/assessments/:id/', {
    params: { courseId, id: assessmentId },
    query: { limit: SUBMISSIONS_PAGE_SIZE, offset },
    signal,
  });
}

export const courseAssessmentQueryOptions = (courseId: number, assessmentId: number, offset = 0) =>
  queryOptions({
    queryKey: submissionPageKey(courseId, assessmentId, offset),
    queryFn: ({ signal }) => getCourseAssessment(courseId, assessmentId, offset, signal),
    // Submissions arrive while the instructor watches; opening the view shows the latest.
    staleTime: 0,
  });

/** The assessment, with the first page of its submissions. */
export function useCourseAssessment(courseId: number, assessmentId: number) {
  return useQuery(courseAssessmentQueryOptions(courseId, assessmentId));
}

/** The assessment with the page of submissions from `offset` on; the page on screen stays while the next loads. */
export function useSubmissionsPage(courseId: number, assessmentId: number, offset: number) {
  return useQuery({
    ...courseAssessmentQueryOptions(courseId, assessmentId, offset),
    placeholderData: keepPreviousData,
  });
}
