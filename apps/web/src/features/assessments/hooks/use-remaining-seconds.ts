import { useMemo, useSyncExternalStore } from 'react';
import { createRemainingReader } from '../lib/exam-clock';

// Several reads a second keep the display on the second boundary; React re-renders only when it changes.
const TICK_MS = 250;

function subscribeToClock(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, TICK_MS);
  // Browsers slow timers in background tabs: read the clock again the moment the tab is back.
  document.addEventListener('visibilitychange', onTick);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onTick);
  };
}

/**
 * Seconds left until the server's deadline, on the server's clock. Computed from the deadline on every read,
 * never counted down locally, so a sleeping laptop or a throttled tab cannot stretch the exam.
 */
export function useRemainingSeconds(deadline: string, clockOffsetMs: number): number {
  const read = useMemo(() => createRemainingReader(deadline, clockOffsetMs), [deadline, clockOffsetMs]);
  return useSyncExternalStore(subscribeToClock, read, read);
}
