import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answers } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';
import { enrollmentKeys } from '../../../api/enrollments';

export function postSubmitAssessment(assessmentId: number, answers: Answers) {
  return api.call('POST /student/assessments/:id/submit/', {
    params: { id: assessmentId },
    body: { answers },
  });
}

export function useSubmitAssessmentMutation(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) => postSubmitAssessment(assessmentId, answers),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.studentDetail(assessmentId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.studentList() }),
        // A pass moves the course's progress and 'Up next' on.
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all() }),
      ]),
  });
}
