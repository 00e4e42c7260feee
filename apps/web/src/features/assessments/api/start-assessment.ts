import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@somo/contract/errors';
import { ApiError, api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

export function postStartAssessment(assessmentId: number) {
  return api.call('POST /student/assessments/:id/start/', { params: { id: assessmentId } });
}

const ATTEMPT_IN_PROGRESS: ErrorCode = 'attempt_in_progress';

/**
 * Spec 01 §4: a start refused because an attempt is already running means "resume it", not a failure. Only the
 * code says so: the message is for people and may change.
 */
export function isAlreadyInProgress(error: unknown): boolean {
  return error instanceof ApiError && error.code === ATTEMPT_IN_PROGRESS;
}

/** Starting (or finding a running attempt) changes the detail, which then carries the questions. */
export function useStartAssessmentMutation(assessmentId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assessmentKeys.studentDetail(assessmentId) }),
      queryClient.invalidateQueries({ queryKey: assessmentKeys.studentList() }),
    ]);
  return useMutation({
    mutationFn: () => postStartAssessment(assessmentId),
    onSuccess: refresh,
    onError: (error) => (isAlreadyInProgress(error) ? refresh() : undefined),
  });
}
