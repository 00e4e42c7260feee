import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type AlertVariant = 'error' | 'info' | 'success' | 'warning';

const styles: Record<AlertVariant, { box: string; icon: string; Icon: typeof Info }> = {
  error: { box: 'border-danger-200 bg-danger-50 text-danger-800', icon: 'text-danger-600', Icon: XCircle },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-600', Icon: Info },
  success: {
    box: 'border-success-200 bg-success-50 text-success-800',
    icon: 'text-success-600',
    Icon: CheckCircle2,
  },
  warning: {
    box: 'border-warning-200 bg-warning-50 text-warning-800',
    icon: 'text-warning-600',
    Icon: AlertTriangle,
  },
};

type AlertProps = {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const { box, icon, Icon } = styles[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
        {action ? <div className="pt-2">{action}</div> : null}
      </div>
    </div>
  );
}
