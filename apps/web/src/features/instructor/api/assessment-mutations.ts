import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AssessmentBody } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';
import { submissionPageKey } from './get-course-assessment';

/** What the form sends: the contract's body after its own parsing (dates already ISO or null). */
export type AssessmentPayload = z.output<typeof AssessmentBody>;

export function postCreateAssessment(courseId: number, body: AssessmentPayload) {
  return api.call('POST /instructor/courses/:courseId/assessments/', { params: { courseId }, body });
}

export function putUpdateAssessment(courseId: number, assessmentId: number, body: AssessmentPayload) {
  return api.call('PUT /instructor/courses/:courseId/assessments/:id/', {
    params: { courseId, id: assessmentId },
    body,
  });
}

export function deleteAssessment(courseId: number, assessmentId: number) {
  return api.call('DELETE /instructor/courses/:courseId/assessments/:id/', {
    params: { courseId, id: assessmentId },
  });
}

export function useCreateAssessmentMutation(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentPayload) => postCreateAssessment(courseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.course(courseId) }),
  });
}

/**
 * An edit regrades finished attempts: the answer (the assessment with its first page of submissions) replaces
 * that page, and every other page and open submission is read again.
 */
export function useUpdateAssessmentMutation(courseId: number, assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentPayload) => putUpdateAssessment(courseId, assessmentId, body),
    onSuccess: (detail) => {
      const firstPage = submissionPageKey(courseId, assessmentId, 0);
      queryClient.setQueryData(firstPage, detail);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: assessmentKeys.courseDetail(courseId, assessmentId),
          predicate: (query) => query.queryHash !== hashKey(firstPage),
        }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.courseList(courseId) }),
      ]);
    },
  });
}

export function useDeleteAssessmentMutation(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: number) => deleteAssessment(courseId, assessmentId),
    onSuccess: (_answer, assessmentId) => {
      queryClient.removeQueries({ queryKey: assessmentKeys.courseDetail(courseId, assessmentId) });
      return queryClient.invalidateQueries({ queryKey: assessmentKeys.courseList(courseId) });
    },
  });
}
