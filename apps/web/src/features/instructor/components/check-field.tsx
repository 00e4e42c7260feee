import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type CheckFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A checkbox with its label and an optional explanation; the whole row is the click target. */
export function CheckField({ label, description, className, id, ...props }: CheckFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
