import { REFUND_WINDOW_DAYS, TEST_PAYMENT_LABEL } from '@somo/contract/payments';
import { formatMoney } from '@somo/contract/money';
import type { Mail } from '../../lib/mailer';
import type { PaymentRow } from './payments.queries';

export type ReceiptRecipient = { email: string; firstName: string; username: string; timezone: string };

const PROVIDER_NAMES: Record<PaymentRow['provider'], string> = {
  flutterwave: 'Flutterwave (mobile money or card)',
  test: TEST_PAYMENT_LABEL,
};

/** The moment in the student's own time zone; an unknown zone falls back to UTC rather than failing the e-mail. */
function formatMoment(at: Date, timeZone: string): string {
  const options = { dateStyle: 'long', timeStyle: 'short' } as const;
  try {
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(at)} (${timeZone})`;
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at)} (UTC)`;
  }
}

/**
 * The e-mail receipt of a succeeded payment. `paymentsUrl` (the student's 'My payments') is left out when the
 * address people open the app at is not known, as in the periodic check without PUBLIC_URL.
 */
export function receiptMail({
  payment,
  recipient,
  paymentsUrl,
}: {
  payment: PaymentRow;
  recipient: ReceiptRecipient;
  paymentsUrl: string | undefined;
}): Mail {
  const receipt = payment.receiptNumber ?? '';
  const refund = paymentsUrl
    ? [`You can ask for a refund within ${REFUND_WINDOW_DAYS} days from My payments:`, paymentsUrl]
    : [`You can ask for a refund within ${REFUND_WINDOW_DAYS} days from My payments in Somo.`];
  return {
    to: recipient.email,
    subject: `Your Somo receipt ${receipt}`,
    text: [
      `Hello ${recipient.firstName || recipient.username},`,
      '',
      `Thank you for your payment. You are now enrolled in "${payment.courseTitle}".`,
      '',
      `Receipt number: ${receipt}`,
      `Course: ${payment.courseTitle}`,
      `Amount: ${formatMoney(payment.amount, payment.currency)}`,
      `Paid on: ${payment.paidAt ? formatMoment(payment.paidAt, recipient.timezone) : ''}`,
      `Paid with: ${PROVIDER_NAMES[payment.provider]}`,
      `Reference: ${payment.txRef}`,
      '',
      `${REFUND_WINDOW_DAYS}-day money-back guarantee. ${refund[0]}`,
      ...refund.slice(1),
      '',
      'Somo',
    ].join('\n'),
  };
}
