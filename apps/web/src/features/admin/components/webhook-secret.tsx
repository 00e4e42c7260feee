import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { WEBHOOK_HEADERS } from '@somo/contract/webhooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/**
 * The signing secret, shown once: read-only (select it or use Copy) with a plain warning, since the server keeps
 * no way to show it again.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useLingui();
  const { signature: signatureHeader } = WEBHOOK_HEADERS;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="space-y-4">
      <Alert variant="warning" title={t`Save the signing secret`}>
        <Trans>
          Copy this secret now. It will not be shown again. Receivers use it to check the {signatureHeader}{' '}
          header of every delivery.
        </Trans>
      </Alert>
      <Field label={t`Signing secret`}>
        <Input
          readOnly
          value={secret}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={copy}>
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <Trans>Copy secret</Trans>
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {copied === 'yes' ? <Trans>Copied to the clipboard.</Trans> : null}
          {copied === 'failed' ? <Trans>Could not copy: select the secret and copy it by hand.</Trans> : null}
        </span>
      </div>
    </div>
  );
}
