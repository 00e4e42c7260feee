import { useState, type FormEvent } from 'react';
import { Layers } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { FLASHCARDS_PER_TOPIC } from '../lib/flashcards';

const EMPTY_TOPIC = 'Please enter a topic.';

export function FlashcardGenerator({
  generating,
  onGenerate,
}: {
  generating: boolean;
  onGenerate: (topic: string) => void;
}) {
  const [topic, setTopic] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    const text = topic.trim();
    if (!text) {
      setError(EMPTY_TOPIC);
      return;
    }
    setError(undefined);
    onGenerate(text);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Topic"
        error={error}
        hint={`${FLASHCARDS_PER_TOPIC} cards made from your course lessons.`}
        className="flex-1"
      >
        <Input
          value={topic}
          maxLength={200}
          disabled={generating}
          placeholder="For example: loops, compost, greetings"
          onChange={(event) => {
            setTopic(event.target.value);
            if (error && event.target.value.trim()) setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" loading={generating} className="sm:mt-7">
        {generating ? 'Generating...' : 'Generate Flashcards'}
        {generating ? null : <Layers aria-hidden="true" />}
      </Button>
    </form>
  );
}
