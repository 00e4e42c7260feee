import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn('size-5 animate-spin text-current', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type LoadingStateProps = {
  /** What is loading; 'Loading...' when left out. */
  label?: string;
  className?: string;
};

/** A whole region that is waiting for data; announced politely to screen readers. */
export function LoadingState({ label, className }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-slate-500', className)}
    >
      <Spinner className="size-7 text-brand-600" />
      <p className="text-sm font-medium">{label ?? t`Loading...`}</p>
    </div>
  );
}
