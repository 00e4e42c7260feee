import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAssessmentDetail } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';
import { assessmentKeys } from '../../../api/assessments';

/** The detail plus how far the server's clock is from this browser's, measured on this very answer. */
export type TimedAssessmentDetail = StudentAssessmentDetail & { clockOffsetMs: number };

export async function getStudentAssessment(
  assessmentId: number,
  signal?: AbortSignal,
): Promise<TimedAssessmentDetail> {
  const sentAt = Date.now();
  const detail = await api.call('GET /student/assessments/:id/', { params: { id: assessmentId }, signal });
  return { ...detail, clockOffsetMs: clockOffsetMs(detail.server_time, sentAt, Date.now()) };
}

export const studentAssessmentQueryOptions = (assessmentId: number) =>
  queryOptions({
    queryKey: assessmentKeys.studentDetail(assessmentId),
    queryFn: ({ signal }) => getStudentAssessment(assessmentId, signal),
    // A running exam must start from the server's answers and clock, never from a cached copy.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStudentAssessment(assessmentId: number) {
  return useQuery(studentAssessmentQueryOptions(assessmentId));
}
