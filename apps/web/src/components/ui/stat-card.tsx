import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type Tone = 'brand' | 'success' | 'warning' | 'slate';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  slate: 'bg-slate-100 text-slate-600',
};

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  tone?: Tone;
};

/** One figure with its label; the label comes first so a screen reader reads 'Total Users 42'. */
export function StatCard({ label, value, icon: Icon, hint, tone = 'brand' }: StatCardProps) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:p-5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="mt-0.5 truncate text-xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
          {value}
        </p>
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}
