import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointBody,
  type WebhookEndpointCreated,
} from '@somo/contract/webhooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateWebhookEndpoint } from '../api/admin-webhooks';
import { WEBHOOK_EVENT_LABELS } from '../lib/webhooks';
import { WebhookSecret } from './webhook-secret';

type FormValues = z.input<typeof WebhookEndpointBody>;
type Body = z.output<typeof WebhookEndpointBody>;

const EMPTY: FormValues = { url: '', events: [] };
const CREATE_FAILED = 'The endpoint could not be added. Please try again.';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (endpoint: WebhookEndpointCreated) => void;
};

/** Add endpoint: URL and events, checked with the contract's schema; then its secret, shown this once. */
export function WebhookCreateDialog({ open, onOpenChange, onCreated }: Props) {
  const create = useCreateWebhookEndpoint();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const form = useForm<FormValues, unknown, Body>({
    resolver: zodResolver(WebhookEndpointBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      create.reset();
      setCreated(null);
    }
  };

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (endpoint) => {
        setCreated(endpoint);
        onCreated(endpoint);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.fields.url) form.setError('url', { type: 'server', message: error.fields.url });
        if (error.fields.events) form.setError('events', { type: 'server', message: error.fields.events });
      },
    }),
  );

  const failure = create.error;
  const placed = failure instanceof ApiError && Boolean(failure.fields.url || failure.fields.events);
  const eventsError = errors.events?.message ?? errors.events?.root?.message;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={created ? 'Endpoint added' : 'Add webhook endpoint'}
        description={
          created
            ? `Deliveries to ${created.url} are signed with this secret.`
            : 'Somo sends a signed POST request to this URL when a chosen event happens.'
        }
      >
        {created ? (
          <>
            <WebhookSecret secret={created.secret} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
            {create.isError && !placed ? (
              <Alert variant="error">{errorMessage(create.error, CREATE_FAILED)}</Alert>
            ) : null}
            <Field label="Endpoint URL" hint="Starts with https://." error={errors.url?.message} required>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/somo-webhooks"
                {...form.register('url')}
              />
            </Field>
            <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
              <legend className="text-sm font-medium text-slate-800">Events</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <label
                    key={type}
                    className="flex items-start gap-2.5 rounded-lg border border-slate-200 p-2.5 text-sm hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      value={type}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                      {...form.register('events')}
                    />
                    <span className="min-w-0">
                      <span className="block font-mono text-xs break-all text-slate-900">{type}</span>
                      <span className="block text-slate-600">{WEBHOOK_EVENT_LABELS[type]}</span>
                    </span>
                  </label>
                ))}
              </div>
              {eventsError ? (
                <p id="webhook-events-error" className="mt-1.5 text-sm text-danger-700">
                  {eventsError}
                </p>
              ) : null}
            </fieldset>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={create.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" loading={create.isPending}>
                {create.isPending ? 'Adding...' : 'Add endpoint'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
