import { RotateCcw } from 'lucide-react';
import type { WebhookDelivery } from '@somo/contract/webhooks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/admin-webhooks';
import { formatDateTime } from '../lib/format';
import { attemptCountText, DELIVERY_STATUS, lastAttemptText } from '../lib/webhooks';

type Props = {
  endpointId: number;
  id: string;
  onResent: (message: string) => void;
  onResendFailed: (error: unknown) => void;
};

function AttemptList({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-700 hover:text-slate-900">
        {attemptCountText(delivery.attempts.length)}
      </summary>
      <ol className="mt-2 space-y-1 ps-4 text-slate-600">
        {delivery.attempts.map((attempt) => (
          <li key={attempt.attempt_number} className="break-words">
            #{attempt.attempt_number} · {formatDateTime(attempt.attempted_at)} ·{' '}
            {attempt.status_code === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status_code}`} ·{' '}
            {attempt.duration_ms} ms
          </li>
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
  const resend = useResendWebhookDelivery();
  const status = DELIVERY_STATUS[delivery.status];
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm text-slate-900">{delivery.event_type}</span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {formatDateTime(delivery.created_at)} · {lastAttemptText(delivery)}
          </p>
          {delivery.next_attempt_at ? (
            <p className="text-sm text-slate-600">Next attempt {formatDateTime(delivery.next_attempt_at)}</p>
          ) : null}
          <p className="mt-1 font-mono text-xs break-all text-slate-500">{delivery.event_id}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Resend ${delivery.event_type} event`}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { endpointId, deliveryId: delivery.id },
              { onSuccess: () => onResent('Delivery queued again.'), onError: onResendFailed },
            )
          }
        >
          {resend.isPending ? null : <RotateCcw aria-hidden="true" />}
          Resend
        </Button>
      </div>
      <AttemptList delivery={delivery} />
    </li>
  );
}

/** The newest deliveries to one endpoint, each with its attempts and a Resend button. */
export function WebhookDeliveryLog({ endpointId, id, onResent, onResendFailed }: Props) {
  const deliveries = useWebhookDeliveries(endpointId, { enabled: true });
  return (
    <section id={id} aria-label="Delivery log" className="border-t border-slate-100 px-5 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Delivery log</h3>
      {deliveries.isPending ? (
        <LoadingState label="Loading deliveries..." />
      ) : deliveries.isError ? (
        <LoadError
          className="mt-3"
          message="Failed to fetch deliveries"
          retrying={deliveries.isRefetching}
          onRetry={() => void deliveries.refetch()}
        />
      ) : deliveries.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No deliveries yet. They appear here when a chosen event happens.
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
