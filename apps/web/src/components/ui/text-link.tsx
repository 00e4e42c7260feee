import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A link inside running text: underlined, so it is told apart from the words around it without colour. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-800 hover:decoration-current',
        className,
      )}
      {...props}
    />
  );
}
