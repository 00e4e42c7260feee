import type { StudentPayment } from '@somo/contract/payments';

/** A pending payment of 15 USD for course 5, as the server answers it to its owner. */
export function studentPayment(extra: Partial<StudentPayment> = {}): StudentPayment {
  return {
    id: 9,
    course_id: 5,
    course_title: 'Algebra Foundations',
    amount: 15,
    currency: 'USD',
    status: 'pending',
    provider: 'test',
    created_at: '2026-03-01T10:00:00.000Z',
    paid_at: null,
    receipt_number: null,
    refunded_at: null,
    can_refund: false,
    checkout_url: 'http://localhost:3000/payments/9/test',
    ...extra,
  };
}

/** The same payment once the provider confirmed it. */
export function paidPayment(extra: Partial<StudentPayment> = {}): StudentPayment {
  return studentPayment({
    status: 'succeeded',
    paid_at: '2026-03-01T10:01:00.000Z',
    receipt_number: 'SOMO-2026-000009',
    can_refund: true,
    checkout_url: null,
    ...extra,
  });
}

/** Generous, for a machine busy with other test files at the same time. */
export const LOAD = { timeout: 15_000 };
