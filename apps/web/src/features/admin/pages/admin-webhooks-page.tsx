import { useState } from 'react';
import { Plus, Webhook } from 'lucide-react';
import type { WebhookEndpoint } from '@somo/contract/webhooks';
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Checking a delivery</CardTitle>
        <CardDescription>
          Each delivery is a POST with a JSON body of <code>id</code>, <code>type</code>,{' '}
          <code>created_at</code> and <code>data</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p>
          The <code>Somo-Webhook-Signature</code> header is <code>v1=</code> followed by the hex HMAC-SHA256
          of <code>&lt;Somo-Webhook-Timestamp&gt;.&lt;raw body&gt;</code>, keyed with the endpoint&apos;s
          secret. Answer with any 2xx status within 10 seconds; otherwise Somo tries again, up to 8 times over
          about two days. <code>Somo-Webhook-Id</code> stays the same on every retry.
        </p>
        <p>
          <a
            href="/api/docs"
            className="font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-800"
          >
            API reference
          </a>
        </p>
      </CardContent>
    </Card>
  );
}

export function AdminWebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const { flash, success, error, clear } = useFlash();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  const onToggle = (endpoint: WebhookEndpoint, active: boolean) => {
    update.mutate(
      { id: endpoint.id, body: { url: endpoint.url, events: endpoint.events, is_active: active } },
      {
        onSuccess: () => success(active ? 'Endpoint enabled.' : 'Endpoint disabled.'),
        onError: (failure) => error(failureText(failure, 'Failed to update the endpoint')),
      },
    );
  };

  const onRotate = () => {
    if (!rotating) return;
    const { id, url } = rotating;
    rotate.mutate(id, {
      onSuccess: ({ secret }) => setRevealed({ url, secret }),
      onError: (failure) => error(failureText(failure, 'Failed to rotate the secret')),
      onSettled: () => setRotating(null),
    });
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => success('Webhook endpoint deleted.'),
      onError: (failure) => error(failureText(failure, 'Failed to delete the endpoint')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <DocumentTitle title="Webhooks" />
      <PageHeader
        title="Webhooks"
        description="Signed notifications to your own systems when students enrol, pay, submit assessments or join."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add endpoint
          </Button>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      <div className="mt-6 space-y-4">
        {endpoints.isPending ? (
          <LoadingState label="Loading webhooks..." />
        ) : endpoints.isError ? (
          <LoadError
            message="Failed to fetch webhooks"
            retrying={endpoints.isRefetching}
            onRetry={() => void endpoints.refetch()}
          />
        ) : endpoints.data.length === 0 ? (
          <EmptyState
            icon={Webhook}
            title="No webhook endpoints"
            description="Add an endpoint to send events such as enrolments and payments to another system."
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
              onFailure={(failure) => error(failureText(failure, 'Failed to resend the delivery'))}
            />
          ))
        )}
        <VerifyingHelp />
      </div>

      <WebhookCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => success('Webhook endpoint added.')}
      />

      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => (open ? undefined : setRotating(null))}
        title="Rotate the signing secret?"
        description="The current secret stops working at once: receivers need the new one to check deliveries."
        confirmLabel="Rotate secret"
        pendingLabel="Rotating..."
        pending={rotate.isPending}
        onConfirm={onRotate}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this endpoint?"
        description="Its delivery log is deleted too, and deliveries not yet sent are dropped."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />

      <Dialog open={revealed !== null} onOpenChange={(open) => (open ? undefined : setRevealed(null))}>
        <DialogContent
          title="New signing secret"
          description={
            revealed ? `Deliveries to ${revealed.url} are now signed with this secret.` : undefined
          }
        >
          {revealed ? <WebhookSecret secret={revealed.secret} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
