import type { BadgeVariant } from '../../../components/ui/badge';
import type { WebhookDelivery, WebhookEventType } from '@somo/contract/webhooks';

/** What each event means, for the checkboxes and the reference on the page. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'enrollment.created': 'A student enrolled in a course',
  'payment.succeeded': 'A payment succeeded',
  'payment.refunded': 'A payment was refunded',
  'certificate.issued': 'A certificate was issued',
  'assessment.submitted': 'A student submitted an assessment',
  'user.created': 'An account was created',
};

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** The last attempt in a few words: the receiver's status, or why no answer came. */
export function lastAttemptText(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not sent yet';
  const result = last.status_code === null ? (last.error ?? 'No answer') : `HTTP ${last.status_code}`;
  return `${result} in ${last.duration_ms} ms`;
}

export function attemptCountText(count: number): string {
  return count === 1 ? '1 attempt' : `${count} attempts`;
}
