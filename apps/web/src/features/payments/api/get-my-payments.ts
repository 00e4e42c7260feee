import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/payments';

/** The signed-in student's own payments, newest first. */
export function getMyPayments(signal?: AbortSignal) {
  return api.call('GET /payments/', { signal });
}

export const myPaymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.mine(), queryFn: ({ signal }) => getMyPayments(signal) });

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
