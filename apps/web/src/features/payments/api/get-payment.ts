import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/payments';

/** How often a pending payment is asked about again; the server checks with the provider at its own pace. */
export const PENDING_POLL_MS = 2000;

/** 404 for a payment that is not the viewer's. A pending payment is checked with the provider before answering. */
export function getPayment(paymentId: string, signal?: AbortSignal) {
  return api.call('GET /payments/:id/', { params: { id: paymentId }, signal });
}

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
  });

/** Asks again every 2 seconds while the payment is pending, and stops once it is settled. */
export function usePayment(paymentId: string) {
  return useQuery({
    ...paymentQueryOptions(paymentId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    // A settled payment only changes by a refund, which this app itself makes.
    staleTime: (query) => (query.state.data?.status === 'pending' ? 0 : 60_000),
  });
}
