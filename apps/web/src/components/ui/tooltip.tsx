import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type TooltipProps = {
  /** The control it explains; it must be able to take focus, so keyboard users see the tip too. */
  children: ReactNode;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
};

/**
 * A short note shown on hover and keyboard focus. Touch screens never show it, so it must only repeat what
 * the screen already says some other way (e.g. a message when the control is pressed).
 */
export function Tooltip({ children, content, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-overlay data-[state=delayed-open]:animate-fade-in',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
