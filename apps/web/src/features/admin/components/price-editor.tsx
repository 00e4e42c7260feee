import { useState, type KeyboardEvent } from 'react';
import type { AdminCourse } from '@somo/contract/admin';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { parsePrice } from '../lib/course-filters';

export const INVALID_PRICE = 'Please enter a valid price (0 or greater)';

type PriceEditorProps = {
  course: AdminCourse;
  saving: boolean;
  onSave: (price: number) => void;
  onCancel: () => void;
};

/** Spec 02 §2: a number input (step 0.01, min 0); Enter or the tick saves, Escape or the cross cancels. */
export function PriceEditor({ course, saving, onSave, onCancel }: PriceEditorProps) {
  const [text, setText] = useState(String(course.price));
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const price = parsePrice(text);
    if (price === null) {
      setError(INVALID_PRICE);
      return;
    }
    onSave(price);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <Field label={`New price (${course.currency})`} className="min-w-0 flex-1">
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={text}
            disabled={saving}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `price-error-${course.id}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Button size="icon" loading={saving} onClick={save} aria-label={`Save price for ${course.title}`}>
          {saving ? null : <Check aria-hidden="true" />}
        </Button>
        <Button
          size="icon"
          variant="secondary"
          disabled={saving}
          onClick={onCancel}
          aria-label={`Cancel price edit for ${course.title}`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`price-error-${course.id}`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
