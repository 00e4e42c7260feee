import { cn } from '../../lib/cn';

type ProgressBarProps = { value: number; label: string; className?: string };

/** A labelled bar for a percentage (0–100). */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          percent === 100 ? 'bg-success-600' : 'bg-brand-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
