import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BadgeVariant } from '../../../components/ui/badge';
import type { WebhookAttempt, WebhookDelivery, WebhookEventType } from '@somo/contract/webhooks';
import { formatNumber } from '../../../lib/format';

/** What each event means, for the checkboxes and the reference on the page. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, MessageDescriptor> = {
  'enrollment.created': msg`A student enrolled in a course`,
  'payment.succeeded': msg`A payment succeeded`,
  'payment.refunded': msg`A payment was refunded`,
  'certificate.issued': msg`A certificate was issued`,
  'assessment.submitted': msg`A student submitted an assessment`,
  'user.created': msg`An account was created`,
};

export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { label: MessageDescriptor; variant: BadgeVariant }
> = {
  pending: { label: msg`Pending`, variant: 'warning' },
  delivered: { label: msg`Delivered`, variant: 'success' },
  failed: { label: msg`Failed`, variant: 'danger' },
};

/** The receiver's answer to one attempt: its HTTP status, or why no answer came (the error as the server saw it). */
export function attemptResult({ status_code: statusCode, error }: WebhookAttempt, i18n: I18n): string {
  if (statusCode !== null) return `HTTP ${statusCode}`;
  return error ?? i18n._(msg`No answer`);
}

/** The last attempt in a few words: the receiver's status, or why no answer came, and how long it took. */
export function lastAttemptText(delivery: WebhookDelivery, i18n: I18n): string {
  const last = delivery.attempts.at(-1);
  if (!last) return i18n._(msg`Not sent yet`);
  const result = attemptResult(last, i18n);
  const duration = formatNumber(last.duration_ms);
  return i18n._(msg`${result} in ${duration} ms`);
}

export function attemptCountText(count: number, i18n: I18n): string {
  return i18n._(msg`${plural(count, { one: '# attempt', other: '# attempts' })}`);
}
