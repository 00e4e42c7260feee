import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarkingQueue } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

/** Finished attempts in the instructor's courses with written answers nobody has marked yet, oldest first. */
export function getMarkingQueue(signal?: AbortSignal): Promise<MarkingQueue> {
  return api.get<MarkingQueue>('/instructor/needs-marking/', { signal });
}

export const markingQueueQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.markingQueue(),
    queryFn: ({ signal }) => getMarkingQueue(signal),
  });

export function useMarkingQueue() {
  return useQuery(markingQueueQueryOptions());
}
