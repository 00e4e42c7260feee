import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  WebhookEndpointBody,
  type WebhookEndpointCreated,
} from '@somo/contract/webhooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useCreateWebhookEndpoint } from '../api/admin-webhooks';
import { WEBHOOK_EVENT_LABELS } from '../lib/webhooks';
import { WebhookSecret } from './webhook-secret';

type FormValues = z.input<typeof WebhookEndpointBody>;
type Body = z.output<typeof WebhookEndpointBody>;

const EMPTY: FormValues = { url: '', events: [] };

/** A field's error as react-hook-form keeps it: the schema's issue code (or 'server') and its message. */
type Issue = { type?: string; message?: string };

/**
 * The contract's rules in the reader's language (its own messages are English); the server's words (type
 * 'server') are kept.
 */
function urlErrorText(error: Issue | undefined, i18n: I18n): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'too_small') return i18n._(msg`URL is required.`);
  if (error.type === 'too_big') {
    const max = formatNumber(WEBHOOK_URL_MAX);
    return i18n._(msg`URL must be at most ${max} characters.`);
  }
  return i18n._(msg`Enter a full URL starting with https://.`);
}

function eventsErrorText(error: Issue | undefined, i18n: I18n): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'too_small' || error.type === 'invalid_type')
    return i18n._(msg`Choose at least one event.`);
  return i18n._(msg`Choose each event once.`);
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (endpoint: WebhookEndpointCreated) => void;
};

/** Add endpoint: URL and events, checked with the contract's schema; then its secret, shown this once. */
export function WebhookCreateDialog({ open, onOpenChange, onCreated }: Props) {
  const { t, i18n } = useLingui();
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
  const urlError = urlErrorText(errors.url, i18n);
  // A rule on the whole list lands on the field itself or on its root, depending on how it was broken.
  const eventsError = eventsErrorText(errors.events?.type ? errors.events : errors.events?.root, i18n);
  const createdUrl = created?.url;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={created ? t`Endpoint added` : t`Add webhook endpoint`}
        description={
          created
            ? t`Deliveries to ${createdUrl} are signed with this secret.`
            : t`Somo sends a signed POST request to this URL when a chosen event happens.`
        }
      >
        {created ? (
          <>
            <WebhookSecret secret={created.secret} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>
                  <Trans>Done</Trans>
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
            {create.isError && !placed ? (
              <Alert variant="error">
                {errorMessage(create.error, t`The endpoint could not be added. Please try again.`)}
              </Alert>
            ) : null}
            <Field label={t`Endpoint URL`} hint={t`Starts with https://.`} error={urlError} required>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/somo-webhooks"
                {...form.register('url')}
              />
            </Field>
            <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
              <legend className="text-sm font-medium text-slate-800">
                <Trans>Events</Trans>
              </legend>
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
                      <span className="block text-slate-600">{i18n._(WEBHOOK_EVENT_LABELS[type])}</span>
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
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <NetworkButton type="submit" loading={create.isPending}>
                {create.isPending ? <Trans>Adding...</Trans> : <Trans>Add endpoint</Trans>}
              </NetworkButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
