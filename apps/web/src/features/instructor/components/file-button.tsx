import { useId, type ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

type FileButtonProps = {
  /** The button's words, which also name the file chooser for screen readers. */
  children: ReactNode;
  accept: string;
  onChoose: (file: File) => void;
  variant?: ButtonVariant;
  icon?: ReactNode;
  /** While an upload runs: a spinner, and no second choice. */
  busy?: boolean;
  disabled?: boolean;
  /** Ids of the texts that describe the chooser (hint, error). */
  describedBy?: string;
  /** Takes keyboard focus on arrival (and scrolls into view), where choosing a file is the next step. */
  autoFocus?: boolean;
  className?: string;
};

/**
 * The browser's file chooser drawn as a button: the input stays in the page (keyboard focus, screen readers), only
 * out of sight, and its label is the button.
 */
export function FileButton({
  children,
  accept,
  onChoose,
  variant = 'secondary',
  icon,
  busy = false,
  disabled = false,
  describedBy,
  autoFocus,
  className,
}: FileButtonProps) {
  const id = useId();
  const off = busy || disabled;
  return (
    <span className={cn('inline-flex', className)}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={off}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after an error) still counts as a choice.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <label
        htmlFor={id}
        aria-busy={busy || undefined}
        className={cn(
          buttonStyles({ variant, size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          busy && 'cursor-wait',
          disabled && !busy && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 shadow-none',
        )}
      >
        {busy ? <Spinner className="size-4" /> : icon}
        {children}
      </label>
    </span>
  );
}
