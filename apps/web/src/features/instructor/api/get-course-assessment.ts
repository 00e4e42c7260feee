import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorAssessmentDetail } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';
import { courseAssessmentsPath } from './get-course-assessments';

export const courseAssessmentPath = (courseId: number, assessmentId: number) =>
  `${courseAssessmentsPath(courseId)}${assessmentId}/`;

export function getCourseAssessment(
  courseId: number,
  assessmentId: number,
  signal?: AbortSignal,
): Promise<InstructorAssessmentDetail> {
  return api.get<InstructorAssessmentDetail>(courseAssessmentPath(courseId, assessmentId), { signal });
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
