import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

export function getStudentAssessments(signal?: AbortSignal) {
  return api.call('GET /student/assessments/', { signal });
}

export const studentAssessmentsQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.studentList(),
    queryFn: ({ signal }) => getStudentAssessments(signal),
    // Attempts and deadlines move on their own; the list is read fresh each time it is opened.
    staleTime: 0,
  });

export function useStudentAssessments() {
  return useQuery(studentAssessmentsQueryOptions());
}
