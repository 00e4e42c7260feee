import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminCourse } from '@somo/contract/admin';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { parsePrice } from '../lib/course-filters';

type PriceEditorProps = {
  course: AdminCourse;
  saving: boolean;
  onSave: (price: number) => void;
  onCancel: () => void;
};

/** Spec 02 §2: a number input (step 0.01, min 0); Enter or the tick saves, Escape or the cross cancels. */
export function PriceEditor({ course, saving, onSave, onCancel }: PriceEditorProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(course.price));
  const [invalid, setInvalid] = useState(false);
  const { title, currency } = course;

  const save = () => {
    // Offline Save says why it does nothing; Enter does nothing either.
    if (!navigator.onLine) return;
    const price = parsePrice(text);
    if (price === null) {
      setInvalid(true);
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
        <Field label={t`New price (${currency})`} className="min-w-0 flex-1">
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={text}
            disabled={saving}
            autoFocus
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `price-error-${course.id}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
        <NetworkButton size="icon" loading={saving} onClick={save} aria-label={t`Save price for ${title}`}>
          {saving ? null : <Check aria-hidden="true" />}
        </NetworkButton>
        <Button
          size="icon"
          variant="secondary"
          disabled={saving}
          onClick={onCancel}
          aria-label={t`Cancel price edit for ${title}`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {invalid ? (
        <p id={`price-error-${course.id}`} role="alert" className="text-sm text-danger-700">
          {t`Please enter a valid price (0 or greater)`}
        </p>
      ) : null}
    </div>
  );
}
