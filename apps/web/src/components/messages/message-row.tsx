import type { ComponentProps } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { LIMITS } from '@somo/contract/limits';
import { NetworkButton } from '../ui/network-button';
import { Textarea } from '../ui/input';
import { errorMessage } from '../../lib/api-client';
import { i18n } from '../../lib/i18n/i18n';

type MessageRowProps = Pick<
  ComponentProps<typeof Textarea>,
  'value' | 'placeholder' | 'onChange' | 'onKeyDown' | 'aria-invalid'
> & { pending: boolean; disabled?: boolean };

/** The message box and its Send button, shared by the course and direct composers. */
export function MessageRow({ pending, disabled, ...textarea }: MessageRowProps) {
  const { t } = useLingui();
  return (
    <div className="flex items-end gap-2">
      <Textarea
        aria-label={t`Message`}
        rows={2}
        maxLength={LIMITS.chatContent}
        className="min-h-16 resize-none"
        {...textarea}
      />
      <NetworkButton type="submit" loading={pending} disabled={disabled} className="h-16">
        {pending ? null : <Send className="rtl:-scale-x-100" aria-hidden="true" />}
        <Trans>Send</Trans>
      </NetworkButton>
    </div>
  );
}

/** What a composer shows when sending failed, in the interface language; what was typed stays in the box. */
export function sendFailure(failure: unknown): string {
  const reason = errorMessage(
    failure,
    failure instanceof Error ? failure.message : i18n._(msg`Please try again.`),
  );
  return i18n._(msg`Failed to send message: ${reason}`);
}
