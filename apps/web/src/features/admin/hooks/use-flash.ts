import { useCallback, useEffect, useState } from 'react';

export type Flash = { variant: 'success' | 'error'; message: string };

/**
 * The banner above a list that reports the last action. A success banner closes by itself after
 * `successMs` when given; an error stays until dismissed or replaced.
 */
export function useFlash(successMs?: number) {
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    if (!flash || flash.variant !== 'success' || successMs === undefined) return;
    const timer = window.setTimeout(() => setFlash(null), successMs);
    return () => window.clearTimeout(timer);
  }, [flash, successMs]);

  const success = useCallback((message: string) => setFlash({ variant: 'success', message }), []);
  const error = useCallback((message: string) => setFlash({ variant: 'error', message }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, error, clear };
}
