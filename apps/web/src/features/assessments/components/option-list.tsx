import { cn } from '../../../lib/cn';

type OptionListProps<Value extends number | boolean> = {
  /** Radio buttons to pick one option, checkboxes to pick any number of them. */
  kind: 'radio' | 'checkbox';
  /** Names the group of inputs, one per question. */
  name: string;
  labelledBy: string;
  /** A line under the question saying how to answer, e.g. 'Choose all that apply'. */
  hint?: { id: string; text: string };
  /** What each option stands for in the answer (its index, true or false) and its text. */
  options: readonly { value: Value; label: string }[];
  isChecked: (value: Value) => boolean;
  onChange: (value: Value, checked: boolean) => void;
  disabled: boolean;
};

/**
 * A question's options as cards, each the browser's own radio button or checkbox with its text as the label, so
 * arrow keys, Space and screen readers work as in any form.
 */
export function OptionList<Value extends number | boolean>({
  kind,
  name,
  labelledBy,
  hint,
  options,
  isChecked,
  onChange,
  disabled,
}: OptionListProps<Value>) {
  return (
    <fieldset className="mt-4" disabled={disabled} aria-labelledby={labelledBy} aria-describedby={hint?.id}>
      {hint ? (
        <p id={hint.id} className="mb-2 text-sm text-slate-600">
          {hint.text}
        </p>
      ) : null}
      <div className="grid gap-2">
        {options.map(({ value, label }, index) => {
          const checked = isChecked(value);
          return (
            <label
              key={index}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 text-sm transition-colors',
                checked
                  ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-70 hover:border-slate-200 hover:bg-transparent',
              )}
            >
              <input
                type={kind}
                name={name}
                value={String(value)}
                checked={checked}
                onChange={(event) => onChange(value, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words text-slate-800">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
