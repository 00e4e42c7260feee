import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { restoreOnline } from './network';

// jsdom has no layout: scroll restoration and Radix's size tracking only need these to exist.
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Lazy routes and queries settle slower on a busy machine; the default 1 s made tests flaky there.
configure({ asyncUtilTimeout: 5000 });

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  window.localStorage.clear();
  consoleError = vi.spyOn(console, 'error');
});

// React warnings (bad props, act() misuse, missing dialog titles…) arrive through console.error:
// a test that triggers one fails instead of passing noisily.
afterEach(() => {
  cleanup();
  restoreOnline();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const printed = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});
