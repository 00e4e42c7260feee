import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, KeyRound, Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '@somo/contract/webhooks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card } from '../../../components/ui/card';
import { SwitchField } from '../../../components/ui/switch-field';
import { formatDate } from '../../../lib/format';
import { WebhookDeliveryLog } from './webhook-delivery-log';

type Props = {
  endpoint: WebhookEndpoint;
  toggling: boolean;
  onToggle: (endpoint: WebhookEndpoint, active: boolean) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  onNotice: (message: string) => void;
  onFailure: (error: unknown) => void;
};

/** One endpoint: where it sends, what for, whether it is on, and its delivery log on demand. */
export function WebhookEndpointCard({
  endpoint,
  toggling,
  onToggle,
  onRotate,
  onDelete,
  onNotice,
  onFailure,
}: Props) {
  const { t } = useLingui();
  const [logOpen, setLogOpen] = useState(false);
  const added = formatDate(endpoint.created_at);
  const logId = useId();
  const headingId = `webhook-${endpoint.id}-url`;

  return (
    <Card>
      <article aria-labelledby={headingId}>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-slate-900">
                {endpoint.url}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Added {added}</Trans>
              </p>
            </div>
            <Badge variant={endpoint.is_active ? 'success' : 'neutral'}>
              {endpoint.is_active ? <Trans>Active</Trans> : <Trans>Disabled</Trans>}
            </Badge>
          </div>
          <ul aria-label={t`Events`} className="flex flex-wrap gap-2">
            {endpoint.events.map((type) => (
              <li key={type}>
                <Badge variant="brand" className="font-mono">
                  {type}
                </Badge>
              </li>
            ))}
          </ul>
          <SwitchField
            label={t`Send deliveries`}
            description={t`When off, events are not sent to this endpoint.`}
            checked={endpoint.is_active}
            disabled={toggling}
            onCheckedChange={(active) => onToggle(endpoint, active)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={logOpen}
              aria-controls={logOpen ? logId : undefined}
              onClick={() => setLogOpen((open) => !open)}
            >
              <History aria-hidden="true" />
              {logOpen ? <Trans>Hide delivery log</Trans> : <Trans>Delivery log</Trans>}
            </Button>
            <NetworkButton size="sm" variant="secondary" onClick={() => onRotate(endpoint)}>
              <KeyRound aria-hidden="true" />
              <Trans>Rotate secret</Trans>
            </NetworkButton>
            <NetworkButton size="sm" variant="danger" onClick={() => onDelete(endpoint)}>
              <Trash2 aria-hidden="true" />
              <Trans>Delete</Trans>
            </NetworkButton>
          </div>
        </div>
        {logOpen ? (
          <WebhookDeliveryLog
            endpointId={endpoint.id}
            id={logId}
            onResent={onNotice}
            onResendFailed={onFailure}
          />
        ) : null}
      </article>
    </Card>
  );
}
