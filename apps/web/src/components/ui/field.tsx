import { useId, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { FieldContext } from './field-context';

type FieldProps = {
  label: ReactNode;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Fixes the control's id (otherwise generated). */
  id?: string;
  /** Shown at the end of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  className?: string;
};

/** Label, control, hint and error text, wired together for screen readers. */
export function Field({
  label,
  children,
  error,
  hint,
  required = false,
  id,
  labelAside,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        {/* The asterisk sits outside the label so the control's name stays exactly the label text;
            the control's own `required` tells assistive technology. */}
        <span className="text-sm font-medium text-slate-800">
          <label htmlFor={controlId}>{label}</label>
          {required ? (
            <span className="ms-0.5 text-danger-600" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
        {labelAside}
      </div>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
        {children}
      </FieldContext>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

/** A red line under a control or form; `announce` makes screen readers read it out when it appears. */
export function ErrorText({
  id,
  message,
  announce = false,
}: {
  id?: string;
  message?: string | null;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="flex items-start gap-1.5 text-sm text-danger-700"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
