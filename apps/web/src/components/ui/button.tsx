import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/*
 * An unavailable button turns a readable grey instead of fading (faded text falls below 4.5:1); a busy one
 * keeps its colours, as it is already doing what it says. Hover and press answer usable buttons only.
 * Class names are written out in full so Tailwind finds them.
 */
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors select-none disabled:cursor-not-allowed aria-busy:cursor-wait aria-disabled:cursor-not-allowed [&_svg]:shrink-0 disabled:not-aria-busy:bg-slate-100 disabled:not-aria-busy:text-slate-500 disabled:not-aria-busy:shadow-none aria-disabled:bg-slate-100 aria-disabled:text-slate-500 aria-disabled:shadow-none';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm not-disabled:not-aria-disabled:hover:bg-brand-800 not-disabled:not-aria-disabled:active:bg-brand-900',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm not-disabled:not-aria-disabled:hover:border-slate-400 not-disabled:not-aria-disabled:hover:bg-slate-50 not-disabled:not-aria-disabled:active:bg-slate-100',
  ghost:
    'text-slate-700 not-disabled:not-aria-disabled:hover:bg-slate-100 not-disabled:not-aria-disabled:hover:text-slate-900 not-disabled:not-aria-disabled:active:bg-slate-200 disabled:not-aria-busy:bg-transparent aria-disabled:bg-transparent',
  danger:
    'bg-danger-600 text-white shadow-sm not-disabled:not-aria-disabled:hover:bg-danger-700 not-disabled:not-aria-disabled:active:bg-danger-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
};

/** For links that must look like buttons. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label should say what is happening. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
