import type { PaymentStatus } from '@somo/contract/payments';
import type { BadgeVariant } from '../components/ui/badge';

/** How a payment's status reads everywhere: a succeeded payment is 'Completed', as the spec's badge said. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  succeeded: 'Completed',
  refunded: 'Refunded',
  failed: 'Failed',
  pending: 'Pending',
};

export const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  succeeded: 'success',
  refunded: 'neutral',
  failed: 'danger',
  pending: 'warning',
};
