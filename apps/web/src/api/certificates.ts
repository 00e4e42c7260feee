import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** One tree of query keys for certificates, so revoking or re-issuing one can refresh every view of it. */
export const certificateKeys = {
  all: () => ['certificates'] as const,
  mine: () => ['certificates', 'mine'] as const,
  detail: (certificateId: string) => ['certificates', 'detail', certificateId] as const,
};

/** The signed-in student's certificates, newest first, whatever their status. */
export function getMyCertificates(signal?: AbortSignal) {
  return api.call('GET /certificates/', { signal });
}

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: certificateKeys.mine(), queryFn: ({ signal }) => getMyCertificates(signal) });

/** Read by the student dashboard's counter and the 'My certificates' page alike. */
export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
