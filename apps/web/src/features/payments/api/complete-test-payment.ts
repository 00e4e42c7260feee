import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentPayment, TestCompleteBody } from '@somo/contract/payments';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/payments';

type TestOutcome = TestCompleteBody['outcome'];

/** The built-in test provider's answer from the prompt; 404 when another provider is active. */
export function postTestComplete(paymentId: string, outcome: TestOutcome): Promise<StudentPayment> {
  return api.post<StudentPayment>(`/payments/${encodeURIComponent(paymentId)}/test-complete/`, { outcome });
}

export function useCompleteTestPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: TestOutcome) => postTestComplete(paymentId, outcome),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
