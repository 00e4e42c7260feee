import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@somo/contract/limits';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { ErrorText } from '../../../components/ui/field';

type DirectComposerProps = {
  onSend: (content: string) => Promise<unknown>;
  pending: boolean;
};

/** One message box: Enter sends, Shift+Enter starts a new line; a blank message is not sent. */
export function DirectComposer({ onSend, pending }: DirectComposerProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = content.trim() === '';

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blank || pending) return;
    setError(null);
    try {
      await onSend(content.trim());
      setContent('');
    } catch (failure) {
      const reason = errorMessage(failure, failure instanceof Error ? failure.message : 'Please try again.');
      setError(`Failed to send message: ${reason}`);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-2 border-t border-slate-200 bg-white p-3"
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Message"
          placeholder="Type a message... (Enter to send)"
          rows={2}
          value={content}
          maxLength={LIMITS.chatContent}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-16 resize-none"
        />
        <Button type="submit" loading={pending} disabled={blank} className="h-16">
          {pending ? null : <Send aria-hidden="true" />}
          Send
        </Button>
      </div>
      <ErrorText announce message={error} />
    </form>
  );
}
