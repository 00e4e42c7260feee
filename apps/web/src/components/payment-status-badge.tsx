import type { PaymentStatus } from '@somo/contract/payments';
import { Badge } from './ui/badge';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_VARIANTS } from '../lib/payment-status';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={PAYMENT_STATUS_VARIANTS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
