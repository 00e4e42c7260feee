import { useState, type FormEvent } from 'react';
import { Layers } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { FLASHCARDS_PER_TOPIC } from '../lib/flashcards';

export function FlashcardGenerator({
  generating,
  onGenerate,
}: {
  generating: boolean;
  onGenerate: (topic: string) => void;
}) {
  const { t } = useLingui();
  const [topic, setTopic] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Offline the button says why it does nothing; Enter in the topic field does nothing either.
    if (generating || !navigator.onLine) return;
    const text = topic.trim();
    if (!text) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onGenerate(text);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label={t`Topic`}
        error={empty ? t`Please enter a topic.` : undefined}
        hint={t`${plural(FLASHCARDS_PER_TOPIC, {
          one: '# card made from your course lessons.',
          other: '# cards made from your course lessons.',
        })}`}
        className="flex-1"
      >
        <Input
          value={topic}
          maxLength={200}
          disabled={generating}
          placeholder={t`For example: loops, compost, greetings`}
          onChange={(event) => {
            setTopic(event.target.value);
            if (empty && event.target.value.trim()) setEmpty(false);
          }}
        />
      </Field>
      <NetworkButton type="submit" loading={generating} className="sm:mt-7">
        {generating ? t`Generating...` : t`Generate Flashcards`}
        {generating ? null : <Layers aria-hidden="true" />}
      </NetworkButton>
    </form>
  );
}
