import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCompleteBody } from '@somo/contract/payments';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/payments';

type TestOutcome = TestCompleteBody['outcome'];

/** The built-in test provider's answer from the prompt; 404 when another provider is active. */
export function postTestComplete(paymentId: string, outcome: TestOutcome) {
  return api.call('POST /payments/:id/test-complete/', { params: { id: paymentId }, body: { outcome } });
}

export function useCompleteTestPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: TestOutcome) => postTestComplete(paymentId, outcome),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
