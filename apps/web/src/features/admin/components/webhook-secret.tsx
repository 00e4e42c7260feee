import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export const SECRET_WARNING = 'Copy this secret now. It will not be shown again.';

/**
 * The signing secret, shown once: read-only (select it or use Copy) with a plain warning, since the server keeps
 * no way to show it again.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="space-y-4">
      <Alert variant="warning" title="Save the signing secret">
        {SECRET_WARNING} Receivers use it to check the Somo-Webhook-Signature header of every delivery.
      </Alert>
      <Field label="Signing secret">
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
          Copy secret
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {copied === 'yes' ? 'Copied to the clipboard.' : null}
          {copied === 'failed' ? 'Could not copy: select the secret and copy it by hand.' : null}
        </span>
      </div>
    </div>
  );
}
