import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BankQuestionBody, QuestionImportBody } from '@somo/contract/question-bank';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-file';
import { assessmentKeys } from '../../../api/assessments';
import { questionBankKeys } from './get-question-bank';

type BankQuestionPayload = z.output<typeof BankQuestionBody>;
type ImportPayload = z.input<typeof QuestionImportBody>;

const EXPORT = 'GET /instructor/courses/:courseId/question-bank/export/';

/**
 * After a change to the bank its list and tags are read again, and so are the course's assessments: their
 * fixed lists and draws show the bank's questions.
 */
function useRefreshBank(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionBankKeys.course(courseId) }),
      queryClient.invalidateQueries({ queryKey: assessmentKeys.course(courseId) }),
    ]);
}

/** Adds a question to the bank, or replaces the one with `id`. */
export function useSaveBankQuestionMutation(courseId: number) {
  const refresh = useRefreshBank(courseId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BankQuestionPayload }) =>
      id === null
        ? api.call('POST /instructor/courses/:courseId/question-bank/', { params: { courseId }, body })
        : api.call('PUT /instructor/courses/:courseId/question-bank/:questionId/', {
            params: { courseId, questionId: id },
            body,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteBankQuestionMutation(courseId: number) {
  const refresh = useRefreshBank(courseId);
  return useMutation({
    mutationFn: (questionId: number) =>
      api.call('DELETE /instructor/courses/:courseId/question-bank/:questionId/', {
        params: { courseId, questionId },
      }),
    onSuccess: refresh,
  });
}

/** Reads a GIFT or CSV text: a preview, or with `commit` the questions stored. */
export function useImportQuestionsMutation(courseId: number) {
  const refresh = useRefreshBank(courseId);
  return useMutation({
    mutationFn: (body: ImportPayload) =>
      api.call('POST /instructor/courses/:courseId/question-bank/import/', { params: { courseId }, body }),
    onSuccess: (answer) => (answer.committed ? refresh() : undefined),
  });
}

/** Fetches the bank (or one tag of it) as GIFT and saves it; a plain link would lack the bearer token. */
export function useExportBankMutation(courseId: number) {
  return useMutation({
    mutationFn: async ({ fallbackName, tag }: { fallbackName: string; tag?: string }) => {
      const file = await api.call<typeof EXPORT, Blob>(EXPORT, {
        params: { courseId },
        query: tag === undefined ? {} : { tag },
        asBlob: true,
      });
      saveDownload(file, fallbackName);
    },
  });
}
