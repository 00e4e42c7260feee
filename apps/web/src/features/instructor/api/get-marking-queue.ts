import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';

/** Finished attempts in the instructor's courses with written answers nobody has marked yet, oldest first. */
export function getMarkingQueue(signal?: AbortSignal) {
  return api.call('GET /instructor/needs-marking/', { signal });
}

export const markingQueueQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.markingQueue(),
    queryFn: ({ signal }) => getMarkingQueue(signal),
  });

export function useMarkingQueue() {
  return useQuery(markingQueueQueryOptions());
}
