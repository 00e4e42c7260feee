import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam, idField } from './ids';
import { Currency } from './settings';

/**
 * Payments for paid courses. Amount and currency always come from the course on the server; the client only says
 * which course. A payment is `pending` until the provider confirms it (webhook or status check, each verified with
 * the provider's own status API), then `succeeded` (the student is enrolled in the same transaction) or `failed`;
 * a succeeded payment may later be `refunded` (the enrolment ends).
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PAYMENT_PROVIDERS = ['flutterwave', 'test'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** A student may ask for their money back within this many days of paying ('30-day money-back guarantee'). */
export const REFUND_WINDOW_DAYS = 30;

export const PaymentIdParams = z.object({ id: IdParam });
export const ProviderParams = z.object({ provider: PaymentProviderName });

export const CheckoutBody = z.object({
  course_id: idField('course_id must be a course id'),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const CheckoutResponse = z.object({
  payment_id: z.number().int(),
  status: z.literal('pending'),
  /** Where the browser goes next: the provider's hosted checkout, or the built-in test prompt. */
  checkout_url: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const StudentPayment = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  amount: z.number(),
  currency: Currency,
  status: PaymentStatus,
  provider: PaymentProviderName,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Whether the viewer may ask for a refund now (the owner within the window, or an admin). */
  can_refund: z.boolean(),
  /** Set while pending: where to continue paying. */
  checkout_url: z.string().nullable(),
});
export type StudentPayment = z.infer<typeof StudentPayment>;

export const TEST_OUTCOMES = ['approve', 'decline'] as const;
export const TestCompleteBody = z.object({ outcome: z.enum(TEST_OUTCOMES) });
export type TestCompleteBody = z.input<typeof TestCompleteBody>;

export const TEST_PAYMENT_LABEL = 'Test payment — no money moves';

export const paymentEndpoints = describeEndpoints({
  'POST /payments/checkout/': {
    summary:
      'Starts paying for a course: amount and currency come from the course; a pending payment is reused.',
    tag: 'Payments',
    auth: 'required',
    roles: ['student'],
    body: CheckoutBody,
    status: 201,
    response: CheckoutResponse,
    errors: [
      'forbidden',
      'not_found',
      'bad_request',
      'conflict',
      'service_unavailable',
      'payment_provider_error',
    ],
  },
  'GET /payments/': {
    summary: "The signed-in student's own payments, newest first.",
    tag: 'Payments',
    auth: 'required',
    roles: ['student'],
    response: z.array(StudentPayment),
    errors: ['forbidden'],
  },
  'GET /payments/:id/': {
    summary: 'One payment (its owner or an admin); a pending one is first checked with the provider.',
    tag: 'Payments',
    auth: 'required',
    params: PaymentIdParams,
    response: StudentPayment,
    errors: ['not_found'],
  },
  'POST /payments/:id/refund/': {
    summary:
      'Refunds a payment: its owner within 30 days of paying, an admin at any time. The enrolment ends.',
    tag: 'Payments',
    auth: 'required',
    roles: ['student', 'admin'],
    params: PaymentIdParams,
    response: StudentPayment,
    errors: [
      'forbidden',
      'not_found',
      'conflict',
      'refund_window_closed',
      'service_unavailable',
      'payment_provider_error',
    ],
  },
  'POST /payments/:id/test-complete/': {
    summary: "The built-in test provider's prompt: approve or decline (the payment's owner only).",
    tag: 'Payments',
    auth: 'required',
    roles: ['student'],
    params: PaymentIdParams,
    body: TestCompleteBody,
    response: StudentPayment,
    errors: ['not_found'],
  },
  'POST /payments/webhooks/:provider/': {
    summary:
      "A provider's event: its signature is checked, then the transaction is confirmed with the provider's status API.",
    tag: 'Payments',
    auth: 'none',
    params: ProviderParams,
    response: MessageResponse,
    errors: ['not_found', 'invalid_signature', 'payment_provider_error'],
  },
});
