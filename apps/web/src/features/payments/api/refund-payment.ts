import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../api/payments';
import { enrollmentKeys } from '../../../api/enrollments';

/** The student within the refund window of paying; the course access ends with it. */
export function postRefund(paymentId: number) {
  return api.call('POST /payments/:id/refund/', { params: { id: paymentId } });
}

/** A refund ends an enrolment, so the student's course lists and statuses are read again too. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRefund,
    onSuccess: () =>
      Promise.all(
        [paymentKeys.all(), enrollmentKeys.all(), ['courses']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
