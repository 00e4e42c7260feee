import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from './field-context';

/** Shared by every text-like control so they line up and react to focus and errors the same way. */
export const controlStyles =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-danger-500 aria-[invalid=true]:focus-visible:ring-danger-500/20 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const aria = useFieldControl(props);
  return <input {...props} {...aria} className={cn(controlStyles, 'h-10', className)} />;
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const aria = useFieldControl(props);
  return <textarea rows={rows} {...props} {...aria} className={cn(controlStyles, 'py-2', className)} />;
}
