import { useSyncExternalStore } from 'react';

/** The part of the Network Information API we read; Chromium browsers (most Android phones) have it. */
type NetworkInformation = EventTarget & { saveData?: boolean };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void) {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/**
 * Whether the reader asked their browser to save data (Chrome's Lite mode, Android's data saver): pictures that
 * only decorate are then left out. Browsers without the API never ask.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  );
}
