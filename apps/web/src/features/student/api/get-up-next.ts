import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrollmentKeys } from '../../../api/enrollments';

/** Open assessments (timed by the server's clock) and the next lesson of each of the student's courses. */
export function getUpNext(signal?: AbortSignal) {
  return api.call('GET /student/up-next/', { signal });
}

/** Read again every minute, so 'time left' keeps to the server's clock while the dashboard stays open. */
export const UP_NEXT_REFRESH_MS = 60_000;

export const upNextQueryOptions = () =>
  queryOptions({
    // Under the enrolments root, so completing a lesson or submitting an assessment refreshes it too.
    queryKey: enrollmentKeys.upNext(),
    queryFn: ({ signal }) => getUpNext(signal),
    refetchInterval: UP_NEXT_REFRESH_MS,
  });

export function useUpNext() {
  return useQuery(upNextQueryOptions());
}
