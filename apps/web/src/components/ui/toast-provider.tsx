import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastInput } from './toast-context';
import type { ToastItem } from './toast-list';

const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));
// Long enough for Radix to finish its close before the item is dropped from the list.
const REMOVE_DELAY = 300;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  // Stays mounted after the first toast so later ones animate in and out like the first.
  const [shown, setShown] = useState(false);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const id = nextId.current;
    setShown(true);
    setToasts((current) => [...current, { ...input, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
    window.setTimeout(() => setToasts((current) => current.filter((item) => item.id !== id)), REMOVE_DELAY);
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} close={close} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
