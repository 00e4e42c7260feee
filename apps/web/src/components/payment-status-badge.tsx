import { useLingui } from '@lingui/react';
import type { PaymentStatus } from '@somo/contract/payments';
import { Badge } from './ui/badge';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_VARIANTS } from '../lib/payment-status';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  // Subscribes to the interface language: the label is read in it.
  useLingui();
  return <Badge variant={PAYMENT_STATUS_VARIANTS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
