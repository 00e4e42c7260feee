import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@somo/contract/limits';
import { Input } from '../ui/input';
import type { CourseMessageInput } from '../../api/messages';
import { ErrorText } from '../ui/field';
import { MessageRow, sendFailure } from './message-row';

type CourseComposerProps = {
  onSend: (input: CourseMessageInput) => Promise<unknown>;
  pending: boolean;
};

/** A box left empty (the empty ones are marked), or the reason sending failed. */
type ComposerError = { kind: 'missing' } | { kind: 'failed'; message: string };

/** Subject and message, both required (spec 01 §5); a failure keeps what was typed. */
export function CourseComposer({ onSend, pending }: CourseComposerProps) {
  const { t } = useLingui();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<ComposerError | null>(null);
  const missing = error?.kind === 'missing';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Offline Send says why it does nothing; Ctrl+Enter does nothing either.
    if (!navigator.onLine) return;
    const input = { subject: subject.trim(), content: content.trim() };
    if (!input.subject || !input.content) {
      setError({ kind: 'missing' });
      return;
    }
    setError(null);
    try {
      await onSend(input);
      setSubject('');
      setContent('');
    } catch (failure) {
      setError({ kind: 'failed', message: sendFailure(failure) });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-2 border-t border-slate-200 bg-white p-3"
    >
      <Input
        aria-label={t`Subject`}
        placeholder={t`Subject`}
        value={subject}
        maxLength={LIMITS.chatSubject}
        onChange={(event) => setSubject(event.target.value)}
        aria-invalid={missing && !subject.trim() ? true : undefined}
      />
      <MessageRow
        placeholder={t`Write your message...`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter (Cmd+Enter on a Mac) sends; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        aria-invalid={missing && !content.trim() ? true : undefined}
        pending={pending}
      />
      <ErrorText
        announce
        message={missing ? t`Please fill in subject and message content` : error?.message}
      />
    </form>
  );
}
