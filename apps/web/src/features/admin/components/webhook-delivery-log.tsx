import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import type { WebhookAttempt, WebhookDelivery } from '@somo/contract/webhooks';
import { Badge } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/admin-webhooks';
import { attemptCountText, attemptResult, DELIVERY_STATUS, lastAttemptText } from '../lib/webhooks';

type Props = {
  endpointId: number;
  id: string;
  onResent: (message: string) => void;
  onResendFailed: (error: unknown) => void;
};

/** '#2 · Mar 1, 2026, 10:00 AM · HTTP 500 · 120 ms' */
function AttemptLine({ attempt }: { attempt: WebhookAttempt }) {
  const { t, i18n } = useLingui();
  const number = attempt.attempt_number;
  const when = formatDateTime(attempt.attempted_at);
  const result = attemptResult(attempt, i18n);
  const duration = formatNumber(attempt.duration_ms);
  return <li className="break-words">{t`#${number} · ${when} · ${result} · ${duration} ms`}</li>;
}

function AttemptList({ delivery }: { delivery: WebhookDelivery }) {
  const { i18n } = useLingui();
  if (delivery.attempts.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-700 hover:text-slate-900">
        {attemptCountText(delivery.attempts.length, i18n)}
      </summary>
      <ol className="mt-2 space-y-1 ps-4 text-slate-600">
        {delivery.attempts.map((attempt) => (
          <AttemptLine key={attempt.attempt_number} attempt={attempt} />
        ))}
      </ol>
    </details>
  );
}

function DeliveryItem({
  delivery,
  endpointId,
  onResent,
  onResendFailed,
}: { delivery: WebhookDelivery } & Omit<Props, 'id'>) {
  const { t, i18n } = useLingui();
  const resend = useResendWebhookDelivery();
  const status = DELIVERY_STATUS[delivery.status];
  const eventType = delivery.event_type;
  const nextAttempt = delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : null;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm text-slate-900">{delivery.event_type}</span>
            <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {formatDateTime(delivery.created_at)} · {lastAttemptText(delivery, i18n)}
          </p>
          {nextAttempt ? (
            <p className="text-sm text-slate-600">
              <Trans>Next attempt {nextAttempt}</Trans>
            </p>
          ) : null}
          <p className="mt-1 font-mono text-xs break-all text-slate-500">{delivery.event_id}</p>
        </div>
        <NetworkButton
          size="sm"
          variant="secondary"
          aria-label={t`Resend ${eventType} event`}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { endpointId, deliveryId: delivery.id },
              { onSuccess: () => onResent(t`Delivery queued again.`), onError: onResendFailed },
            )
          }
        >
          {resend.isPending ? null : <RotateCcw aria-hidden="true" />}
          <Trans>Resend</Trans>
        </NetworkButton>
      </div>
      <AttemptList delivery={delivery} />
    </li>
  );
}

/** The newest deliveries to one endpoint, each with its attempts and a Resend button. */
export function WebhookDeliveryLog({ endpointId, id, onResent, onResendFailed }: Props) {
  const { t } = useLingui();
  const deliveries = useWebhookDeliveries(endpointId, { enabled: true });
  return (
    <section id={id} aria-label={t`Delivery log`} className="border-t border-slate-100 px-5 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Delivery log</Trans>
      </h3>
      {deliveries.isPending ? (
        <LoadingState label={t`Loading deliveries...`} />
      ) : deliveries.isError ? (
        <LoadError
          className="mt-3"
          message={t`Failed to fetch deliveries`}
          retrying={deliveries.isRefetching}
          onRetry={() => void deliveries.refetch()}
        />
      ) : deliveries.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No deliveries yet. They appear here when a chosen event happens.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deliveries.data.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              endpointId={endpointId}
              onResent={onResent}
              onResendFailed={onResendFailed}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
