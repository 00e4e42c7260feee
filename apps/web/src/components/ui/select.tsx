import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFieldControl } from './field-context';
import { controlStyles } from './input';

/** A styled native select: the platform's own picker is the most usable one on phones. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  const aria = useFieldControl(props);
  return (
    <div className="relative">
      <select {...props} {...aria} className={cn(controlStyles, 'h-10 appearance-none pe-10', className)}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
