import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorText } from '../../../components/ui/field';
import { MessageRow, sendFailure } from '../../../components/messages/message-row';

type DirectComposerProps = {
  onSend: (content: string) => Promise<unknown>;
  pending: boolean;
};

/** One message box: Enter sends, Shift+Enter starts a new line; a blank message is not sent. */
export function DirectComposer({ onSend, pending }: DirectComposerProps) {
  const { t } = useLingui();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = content.trim() === '';

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Offline the Send button says why it does nothing; Enter does nothing either.
    if (blank || pending || !navigator.onLine) return;
    setError(null);
    try {
      await onSend(content.trim());
      setContent('');
    } catch (failure) {
      setError(sendFailure(failure));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-2 border-t border-slate-200 bg-white p-3"
    >
      <MessageRow
        placeholder={t`Type a message... (Enter to send)`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        pending={pending}
        disabled={blank}
      />
      <ErrorText announce message={error} />
    </form>
  );
}
