import { useState, type FormEvent } from 'react';
import { LIMITS } from '@somo/contract/limits';
import { Input } from '../ui/input';
import type { CourseMessageInput } from '../../api/messages';
import { ErrorText } from '../ui/field';
import { MessageRow, sendFailure } from './message-row';

export const FILL_IN_BOTH = 'Please fill in subject and message content';

type CourseComposerProps = {
  onSend: (input: CourseMessageInput) => Promise<unknown>;
  pending: boolean;
};

/** Subject and message, both required (spec 01 §5); a failure keeps what was typed. */
export function CourseComposer({ onSend, pending }: CourseComposerProps) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { subject: subject.trim(), content: content.trim() };
    if (!input.subject || !input.content) {
      setError(FILL_IN_BOTH);
      return;
    }
    setError(null);
    try {
      await onSend(input);
      setSubject('');
      setContent('');
    } catch (failure) {
      setError(sendFailure(failure));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-2 border-t border-slate-200 bg-white p-3"
    >
      <Input
        aria-label="Subject"
        placeholder="Subject"
        value={subject}
        maxLength={LIMITS.chatSubject}
        onChange={(event) => setSubject(event.target.value)}
        aria-invalid={error === FILL_IN_BOTH && !subject.trim() ? true : undefined}
      />
      <MessageRow
        placeholder="Write your message..."
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter (Cmd+Enter on a Mac) sends; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        aria-invalid={error === FILL_IN_BOTH && !content.trim() ? true : undefined}
        pending={pending}
      />
      <ErrorText announce message={error} />
    </form>
  );
}
