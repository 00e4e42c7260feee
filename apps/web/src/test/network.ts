import { act } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';

let onLine: MockInstance<() => boolean> | undefined;

/** What the browser does when the network goes or comes back: navigator.onLine says so and the event fires. */
export function setOnline(online: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get');
  onLine.mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** navigator.onLine answers as the browser does again (after each test, in setup.ts). */
export function restoreOnline() {
  onLine?.mockRestore();
  onLine = undefined;
}
