import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@somo/contract/limits';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { formatNumber } from '../../../lib/format';

/** Spec 01 §5: a prompt must not be empty, and nothing is sent while a request runs. */
export function ChatComposer({ pending, onSend }: { pending: boolean; onSend: (prompt: string) => void }) {
  const { t } = useLingui();
  const [prompt, setPrompt] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(false);

  // The box is disabled while the answer is on its way; the next question starts where the last one was typed.
  useEffect(() => {
    if (wasPending.current && !pending) input.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Offline the Send button says why it does nothing; Enter does nothing either (the question stays typed).
    if (pending || !navigator.onLine) return;
    const text = prompt.trim();
    if (!text) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
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

  // A counter reads best ungrouped ('120/4000'), as it always has in English.
  const typed = formatNumber(prompt.length, { useGrouping: false });
  const limit = formatNumber(LIMITS.aiPrompt, { useGrouping: false });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field
        label={t`Your question`}
        error={empty ? t`Please enter a question.` : undefined}
        hint={t`Enter to send, Shift+Enter for a new line. ${typed}/${limit}`}
      >
        <Textarea
          ref={input}
          rows={2}
          value={prompt}
          maxLength={LIMITS.aiPrompt}
          disabled={pending}
          placeholder={t`Ask about anything in your lessons…`}
          onChange={(event) => {
            setPrompt(event.target.value);
            if (empty && event.target.value.trim()) setEmpty(false);
          }}
          onKeyDown={onKeyDown}
          className="resize-none"
        />
      </Field>
      <div className="flex justify-end">
        <NetworkButton type="submit" loading={pending}>
          {pending ? t`Thinking...` : t`Send`}
          {pending ? null : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        </NetworkButton>
      </div>
    </form>
  );
}
