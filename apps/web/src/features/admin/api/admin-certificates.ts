import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificateKeys } from '../../../api/certificates';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Every certificate, newest first; `search` matches the student's name or username, or the course. */
export function getAdminCertificates(search: string, signal?: AbortSignal) {
  return api.call('GET /admin/certificates/', { query: search ? { search } : {}, signal });
}

/** The list for the search typed so far; the previous answer stays on screen while the next one loads. */
export function useAdminCertificates(search: string) {
  return useQuery({
    queryKey: adminKeys.certificateList(search),
    queryFn: ({ signal }) => getAdminCertificates(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** A revoked or re-issued certificate changes the list and whatever page shows that certificate. */
function useCertificateMutation<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [adminKeys.certificates(), certificateKeys.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useRevokeCertificate() {
  return useCertificateMutation(({ id, reason }: { id: string; reason: string }) =>
    api.call('POST /admin/certificates/:id/revoke/', { params: { id }, body: { reason } }),
  );
}

/** Issues a new certificate in the student's current profile name; the old one then says Replaced. */
export function useReissueCertificate() {
  return useCertificateMutation((id: string) =>
    api.call('POST /admin/certificates/:id/reissue/', { params: { id } }),
  );
}
