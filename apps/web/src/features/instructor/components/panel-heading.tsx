import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn';

/** Links inside the panel ask for this, so focus follows the instructor to the view they opened. */
export const PANEL_FOCUS_STATE = { focusPanel: true } as const;

function wantsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusPanel' in state && state.focusPanel === true;
}

/**
 * The heading of a panel view. After moving between views it takes focus, so keyboard and screen reader users
 * start reading the new view instead of being left on a link that no longer exists.
 */
export function PanelHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { state, key } = useLocation();
  const focus = wantsFocus(state);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
  }, [focus, key]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className={cn('text-lg font-semibold break-words text-slate-900 outline-none', className)}
    >
      {children}
    </h2>
  );
}
