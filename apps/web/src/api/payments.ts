import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client';
import { checkoutTarget } from '../lib/checkout-target';

/** One tree of query keys for the student's payments, so a change can refresh exactly what it touched. */
export const paymentKeys = {
  all: () => ['payments'] as const,
  mine: () => ['payments', 'mine'] as const,
  detail: (paymentId: string) => ['payments', 'detail', paymentId] as const,
};

/**
 * Opens (or reuses) the student's pending payment for a paid course. Only the course is sent: the server takes
 * the amount and currency from the course. 409 when already enrolled, 503 when payments are not set up.
 */
export function postCheckout(courseId: number) {
  return api.call('POST /payments/checkout/', { body: { course_id: courseId } });
}

async function checkout(courseId: number) {
  const answer = await postCheckout(courseId);
  const target = checkoutTarget(answer.checkout_url, window.location.origin);
  if (target.kind === 'invalid')
    throw new Error(`Unusable checkout address for payment ${answer.payment_id}`);
  return target;
}

/**
 * Starts a checkout and goes where it says: this app's own test prompt by a client-side navigation, the
 * provider's hosted checkout by a full one.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (target) => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.mine(), refetchType: 'none' });
      if (target.kind === 'app') await navigate(target.path);
      else if (target.kind === 'external') window.location.assign(target.url);
    },
  });
}
