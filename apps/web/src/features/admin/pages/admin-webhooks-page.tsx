import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Webhook } from 'lucide-react';
import { WEBHOOK_HEADERS, type WebhookEndpoint } from '@somo/contract/webhooks';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/admin-webhooks';
import { FlashBanner } from '../components/flash-banner';
import { WebhookCreateDialog } from '../components/webhook-create-dialog';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card';
import { WebhookSecret } from '../components/webhook-secret';
import { useFlash } from '../hooks/use-flash';
import { failureText } from '../lib/failure';

type Revealed = { url: string; secret: string };

function VerifyingHelp() {
  // The headers' names are the protocol's, the same in every language: translators see them as placeholders.
  const { signature: signatureHeader, timestamp: timestampHeader, id: idHeader } = WEBHOOK_HEADERS;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Checking a delivery</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Each delivery is a POST with a JSON body of <code>id</code>, <code>type</code>,{' '}
            <code>created_at</code> and <code>data</code>.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p>
          <Trans>
            The <code>{signatureHeader}</code> header is <code>v1=</code> followed by the hex HMAC-SHA256 of{' '}
            <code>&lt;{timestampHeader}&gt;.&lt;raw body&gt;</code>, keyed with the endpoint’s secret. Answer
            with any 2xx status within 10 seconds; otherwise Somo tries again, up to 8 times over about two
            days. <code>{idHeader}</code> stays the same on every retry.
          </Trans>
        </p>
        <p>
          <a
            href="/api/docs"
            className="font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-800"
          >
            <Trans>API reference</Trans>
          </a>
        </p>
      </CardContent>
    </Card>
  );
}

export function AdminWebhooksPage() {
  const { t, i18n } = useLingui();
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const { flash, success, error, clear } = useFlash();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const revealedUrl = revealed?.url;

  const onToggle = (endpoint: WebhookEndpoint, active: boolean) => {
    update.mutate(
      { id: endpoint.id, body: { url: endpoint.url, events: endpoint.events, is_active: active } },
      {
        onSuccess: () => success(active ? t`Endpoint enabled.` : t`Endpoint disabled.`),
        onError: (failure) => error(failureText(failure, t`Failed to update the endpoint`, i18n)),
      },
    );
  };

  const onRotate = () => {
    if (!rotating) return;
    const { id, url } = rotating;
    rotate.mutate(id, {
      onSuccess: ({ secret }) => setRevealed({ url, secret }),
      onError: (failure) => error(failureText(failure, t`Failed to rotate the secret`, i18n)),
      onSettled: () => setRotating(null),
    });
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => success(t`Webhook endpoint deleted.`),
      onError: (failure) => error(failureText(failure, t`Failed to delete the endpoint`, i18n)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <DocumentTitle title={t`Webhooks`} />
      <PageHeader
        title={t`Webhooks`}
        description={t`Signed notifications to your own systems when students enrol, pay, submit assessments or join.`}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            <Trans>Add endpoint</Trans>
          </Button>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      <div className="mt-6 space-y-4">
        {endpoints.isPending ? (
          <LoadingState label={t`Loading webhooks...`} />
        ) : endpoints.isError ? (
          <LoadError
            message={t`Failed to fetch webhooks`}
            retrying={endpoints.isRefetching}
            onRetry={() => void endpoints.refetch()}
          />
        ) : endpoints.data.length === 0 ? (
          <EmptyState
            icon={Webhook}
            title={t`No webhook endpoints`}
            description={t`Add an endpoint to send events such as enrolments and payments to another system.`}
          />
        ) : (
          endpoints.data.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              toggling={update.isPending && update.variables.id === endpoint.id}
              onToggle={onToggle}
              onRotate={setRotating}
              onDelete={setDeleting}
              onNotice={success}
              onFailure={(failure) => error(failureText(failure, t`Failed to resend the delivery`, i18n))}
            />
          ))
        )}
        <VerifyingHelp />
      </div>

      <WebhookCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => success(t`Webhook endpoint added.`)}
      />

      <ConfirmDialog
        needsNetwork
        open={rotating !== null}
        onOpenChange={(open) => (open ? undefined : setRotating(null))}
        title={t`Rotate the signing secret?`}
        description={t`The current secret stops working at once: receivers need the new one to check deliveries.`}
        confirmLabel={t`Rotate secret`}
        pendingLabel={t`Rotating...`}
        pending={rotate.isPending}
        onConfirm={onRotate}
      />

      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this endpoint?`}
        description={t`Its delivery log is deleted too, and deliveries not yet sent are dropped.`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />

      <Dialog open={revealed !== null} onOpenChange={(open) => (open ? undefined : setRevealed(null))}>
        <DialogContent
          title={t`New signing secret`}
          description={
            revealed ? t`Deliveries to ${revealedUrl} are now signed with this secret.` : undefined
          }
        >
          {revealed ? <WebhookSecret secret={revealed.secret} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button>
                <Trans>Done</Trans>
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
