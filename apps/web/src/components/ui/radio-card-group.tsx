import { useId, type ComponentType, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type RadioCardOption<Value extends string> = {
  value: Value;
  label: string;
  description?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  disabled?: boolean;
};

type RadioCardGroupProps<Value extends string> = {
  label: string;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly RadioCardOption<Value>[];
  name?: string;
  /** 'tiles' puts the cards side by side from the sm breakpoint up; 'list' keeps them stacked. */
  layout?: 'list' | 'tiles';
};

/**
 * Radio buttons drawn as cards. They are the browser's own radio inputs, so arrow keys, forms and screen
 * readers treat them like any radio group, and the registration page needs no extra script for them.
 */
export function RadioCardGroup<Value extends string>({
  label,
  value,
  onValueChange,
  options,
  name,
  layout = 'list',
}: RadioCardGroupProps<Value>) {
  const groupName = useId();
  const tiles = layout === 'tiles';
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div className={cn('grid gap-3', tiles && 'sm:grid-cols-3')}>
        {options.map(({ value: optionValue, label: optionLabel, description, icon: Icon, disabled }) => (
          <label
            key={optionValue}
            className={cn(
              'group relative flex w-full cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3.5 pe-10 text-start transition-colors hover:border-slate-300',
              'has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-600',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              // Unavailable: a grey card with text that stays readable, rather than a faded one.
              'has-disabled:cursor-not-allowed has-disabled:hover:border-slate-200 has-disabled:not-has-checked:bg-slate-50',
              tiles && 'sm:flex-col sm:gap-2.5 sm:pe-3.5',
            )}
          >
            {/* Invisible but covering the card, so a click or tap anywhere on it lands on the radio itself. */}
            <input
              type="radio"
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
              name={name ?? groupName}
              value={optionValue}
              checked={value === optionValue}
              disabled={disabled}
              onChange={() => onValueChange(optionValue)}
            />
            {Icon ? (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-has-checked:bg-brand-700 group-has-checked:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-900 group-has-disabled:text-slate-600">
                {optionLabel}
              </span>
              {description ? (
                <span className="mt-0.5 block text-xs leading-snug text-slate-600">{description}</span>
              ) : null}
            </span>
            <span
              aria-hidden="true"
              className="absolute end-3.5 top-3.5 flex size-[18px] items-center justify-center rounded-full border border-slate-300 bg-white group-has-checked:border-brand-700"
            >
              <span className="hidden size-2.5 rounded-full bg-brand-700 group-has-checked:block" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
