import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '../../../api/certificates';
import { api } from '../../../lib/api-client';

/** Anyone may ask: the answer is the certificate's own facts and its status. 404 (or 400) for no such id. */
export function getCertificate(certificateId: string, signal?: AbortSignal) {
  return api.call('GET /certificates/:id/', { params: { id: certificateId }, signal });
}

export const certificateQueryOptions = (certificateId: string) =>
  queryOptions({
    queryKey: certificateKeys.detail(certificateId),
    queryFn: ({ signal }) => getCertificate(certificateId, signal),
  });

export function useCertificate(certificateId: string) {
  return useQuery(certificateQueryOptions(certificateId));
}
