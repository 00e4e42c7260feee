import type { Language } from '@somo/contract/auth';
import { REFUND_WINDOW_DAYS } from '@somo/contract/payments';
import { formatMoment, formatPaidAmount } from '../../lib/i18n/format';
import { mailTexts } from '../../lib/i18n/mail-texts';
import { addressOf, greetingName, type Mail, type MailPerson } from '../../lib/mailer';
import type { PaymentRow } from './payments.queries';

export type ReceiptRecipient = MailPerson & { timezone: string; languagePreference: Language };

/**
 * The e-mail receipt of a succeeded payment, in the student's language, its moment in their time zone.
 * `paymentsUrl` (the student's 'My payments') is left out when the address people open the app at is not known,
 * as in the periodic check without PUBLIC_URL.
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
  const language = recipient.languagePreference;
  const texts = mailTexts(language);
  const { field, labels } = texts.receipt;
  const receipt = payment.receiptNumber ?? '';
  const paidOn = payment.paidAt
    ? formatMoment(payment.paidAt, { language, timeZone: recipient.timezone })
    : '';
  const refund = paymentsUrl
    ? [texts.receipt.refundAt(REFUND_WINDOW_DAYS), paymentsUrl]
    : [texts.receipt.refundInApp(REFUND_WINDOW_DAYS)];
  return {
    to: addressOf(recipient),
    subject: texts.receipt.subject(receipt),
    text: [
      texts.greeting(greetingName(recipient)),
      '',
      texts.receipt.thanks(payment.courseTitle),
      '',
      field(labels.receiptNumber, receipt),
      field(labels.course, payment.courseTitle),
      field(labels.amount, formatPaidAmount(payment.amount, payment.currency, language)),
      field(labels.paidOn, paidOn),
      field(labels.paidWith, texts.receipt.providers[payment.provider]),
      field(labels.reference, payment.txRef),
      '',
      ...refund,
      '',
      texts.signature,
    ].join('\n'),
  };
}
