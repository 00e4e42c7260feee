import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A course's question bank and its tags, read when choosing an assessment's questions. */
export const questionBankKeys = {
  course: (courseId: number) => ['question-bank', String(courseId)] as const,
  questions: (courseId: number) => [...questionBankKeys.course(courseId), 'questions'] as const,
  tags: (courseId: number) => [...questionBankKeys.course(courseId), 'tags'] as const,
};

export function getQuestionBank(courseId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/question-bank/', { params: { courseId }, signal });
}

export function getBankTags(courseId: number, signal?: AbortSignal) {
  return api.call('GET /instructor/courses/:courseId/question-bank/tags/', { params: { courseId }, signal });
}

export const questionBankQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: questionBankKeys.questions(courseId),
    queryFn: ({ signal }) => getQuestionBank(courseId, signal),
  });

export const bankTagsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: questionBankKeys.tags(courseId),
    queryFn: ({ signal }) => getBankTags(courseId, signal),
  });

export function useQuestionBank(courseId: number) {
  return useQuery(questionBankQueryOptions(courseId));
}

export function useBankTags(courseId: number) {
  return useQuery(bankTagsQueryOptions(courseId));
}
