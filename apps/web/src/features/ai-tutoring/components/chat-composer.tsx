import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS } from '@somo/contract/limits';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

const EMPTY_PROMPT = 'Please enter a question.';

/** Spec 01 §5: a prompt must not be empty, and nothing is sent while a request runs. */
export function ChatComposer({ pending, onSend }: { pending: boolean; onSend: (prompt: string) => void }) {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(false);

  // The box is disabled while the answer is on its way; the next question starts where the last one was typed.
  useEffect(() => {
    if (wasPending.current && !pending) input.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const text = prompt.trim();
    if (!text) {
      setError(EMPTY_PROMPT);
      return;
    }
    setError(undefined);
    setPrompt('');
    onSend(text);
  };

  // Enter sends, Shift+Enter starts a new line, as in any chat.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field
        label="Your question"
        error={error}
        hint={`Enter to send, Shift+Enter for a new line. ${prompt.length}/${LIMITS.aiPrompt}`}
      >
        <Textarea
          ref={input}
          rows={2}
          value={prompt}
          maxLength={LIMITS.aiPrompt}
          disabled={pending}
          placeholder="Ask about anything in your lessons…"
          onChange={(event) => {
            setPrompt(event.target.value);
            if (error && event.target.value.trim()) setError(undefined);
          }}
          onKeyDown={onKeyDown}
          className="resize-none"
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {pending ? 'Thinking...' : 'Send'}
          {pending ? null : <Send aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
