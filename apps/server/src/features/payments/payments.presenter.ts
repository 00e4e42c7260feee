import type { StudentPayment } from '@somo/contract/payments';
import type { Actor } from '../../lib/auth';
import { canRefund } from './payments.policy';
import type { PaymentRow } from './payments.queries';

export function toStudentPayment(row: PaymentRow, viewer: Actor, now = new Date()): StudentPayment {
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    receipt_number: row.receiptNumber,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    can_refund: canRefund({ actor: viewer, payment: row, now }),
    checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
  };
}
