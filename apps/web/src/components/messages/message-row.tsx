import type { ComponentProps } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@somo/contract/limits';
import { Button } from '../ui/button';
import { Textarea } from '../ui/input';
import { errorMessage } from '../../lib/api-client';

type MessageRowProps = Pick<
  ComponentProps<typeof Textarea>,
  'value' | 'placeholder' | 'onChange' | 'onKeyDown' | 'aria-invalid'
> & { pending: boolean; disabled?: boolean };

/** The message box and its Send button, shared by the course and direct composers. */
export function MessageRow({ pending, disabled, ...textarea }: MessageRowProps) {
  return (
    <div className="flex items-end gap-2">
      <Textarea
        aria-label="Message"
        rows={2}
        maxLength={LIMITS.chatContent}
        className="min-h-16 resize-none"
        {...textarea}
      />
      <Button type="submit" loading={pending} disabled={disabled} className="h-16">
        {pending ? null : <Send aria-hidden="true" />}
        Send
      </Button>
    </div>
  );
}

/** What a composer shows when sending failed; what was typed stays in the box. */
export function sendFailure(failure: unknown): string {
  const reason = errorMessage(failure, failure instanceof Error ? failure.message : 'Please try again.');
  return `Failed to send message: ${reason}`;
}
