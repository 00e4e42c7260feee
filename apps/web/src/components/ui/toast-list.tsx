import { useLingui } from '@lingui/react/macro';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ToastInput, ToastVariant } from './toast-context';

export type ToastItem = ToastInput & { id: number; open: boolean };

const icons: Record<ToastVariant, { Icon: typeof Info; className: string }> = {
  success: { Icon: CheckCircle2, className: 'text-success-600' },
  error: { Icon: XCircle, className: 'text-danger-600' },
  info: { Icon: Info, className: 'text-brand-600' },
};

const DEFAULT_DURATION = 5000;

/** The visible toasts; loaded with the first one, so pages that never toast never download it. */
export function ToastList({ toasts, close }: { toasts: ToastItem[]; close: (id: number) => void }) {
  const { t } = useLingui();
  // Toasts sit at the end edge of the screen and are swiped away towards it.
  const swipeDirection = document.documentElement.dir === 'rtl' ? 'left' : 'right';
  return (
    <ToastPrimitive.Provider swipeDirection={swipeDirection} label={t`Notification`}>
      {toasts.map(({ id, open, title, description, variant = 'info', duration }) => {
        const { Icon, className } = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => (next ? undefined : close(id))}
            duration={duration ?? DEFAULT_DURATION}
            type={variant === 'error' ? 'foreground' : 'background'}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-overlay data-[state=open]:animate-fade-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            )}
          >
            {/* The toast stays an item of the toasts list. Radix announces its text through its own live
                region; the status role inside lets tools find it. */}
            <div role="status" aria-live="off" className="flex min-w-0 flex-1 items-start gap-3">
              <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <ToastPrimitive.Title className="text-sm font-semibold text-slate-900">
                  {title}
                </ToastPrimitive.Title>
                {description ? (
                  <ToastPrimitive.Description className="mt-0.5 text-sm text-slate-600">
                    {description}
                  </ToastPrimitive.Description>
                ) : null}
              </div>
            </div>
            <ToastPrimitive.Close
              aria-label={t`Dismiss notification`}
              className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed end-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
