import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorAssessment } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

export const courseAssessmentsPath = (courseId: number) => `/instructor/courses/${courseId}/assessments/`;

export function getCourseAssessments(
  courseId: number,
  signal?: AbortSignal,
): Promise<InstructorAssessment[]> {
  return api.get<InstructorAssessment[]>(courseAssessmentsPath(courseId), { signal });
}

export const courseAssessmentsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: assessmentKeys.courseList(courseId),
    queryFn: ({ signal }) => getCourseAssessments(courseId, signal),
  });

export function useCourseAssessments(courseId: number) {
  return useQuery(courseAssessmentsQueryOptions(courseId));
}
