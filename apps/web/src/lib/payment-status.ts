import { msg } from '@lingui/core/macro';
import type { PaymentStatus } from '@somo/contract/payments';
import type { BadgeVariant } from '../components/ui/badge';
import { translatedLabels } from './translated-labels';

/**
 * How a payment's status reads everywhere (in the interface language when read): a succeeded payment is
 * 'Completed', as the spec's badge said.
 */
export const PAYMENT_STATUS_LABELS = translatedLabels<PaymentStatus>({
  succeeded: msg`Completed`,
  refunded: msg`Refunded`,
  failed: msg`Failed`,
  pending: msg`Pending`,
});

export const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  succeeded: 'success',
  refunded: 'neutral',
  failed: 'danger',
  pending: 'warning',
};
