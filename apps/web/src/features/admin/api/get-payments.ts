import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@somo/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getPayments(signal?: AbortSignal): Promise<Payment[]> {
  return api.call('GET /admin/payments/', { signal });
}

export function usePayments() {
  return useQuery({ queryKey: adminKeys.payments(), queryFn: ({ signal }) => getPayments(signal) });
}
