import { useId, type ComponentType, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
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

/** Radio buttons drawn as cards; arrow keys move between them like any radio group. */
export function RadioCardGroup<Value extends string>({
  label,
  value,
  onValueChange,
  options,
  name,
  layout = 'list',
}: RadioCardGroupProps<Value>) {
  const labelId = useId();
  const tiles = layout === 'tiles';
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        name={name}
        value={value}
        onValueChange={(next) => {
          const picked = options.find((option) => option.value === next);
          if (picked) onValueChange(picked.value);
        }}
        className={cn('grid gap-3', tiles && 'sm:grid-cols-3')}
      >
        {options.map(({ value: optionValue, label: optionLabel, description, icon: Icon, disabled }) => (
          <RadioGroup.Item
            key={optionValue}
            value={optionValue}
            disabled={disabled}
            className={cn(
              'group relative flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-3.5 pr-10 text-left transition-colors hover:border-slate-300 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200',
              'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50/60 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-600',
              tiles && 'sm:flex-col sm:gap-2.5 sm:pr-3.5',
            )}
          >
            {Icon ? (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-data-[state=checked]:bg-brand-700 group-data-[state=checked]:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-900">{optionLabel}</span>
              {description ? (
                <span className="mt-0.5 block text-xs leading-snug text-slate-600">{description}</span>
              ) : null}
            </span>
            <span
              aria-hidden="true"
              className="absolute top-3.5 right-3.5 flex size-[18px] items-center justify-center rounded-full border border-slate-300 bg-white group-data-[state=checked]:border-brand-700"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
