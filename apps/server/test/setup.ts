import { afterEach, beforeEach, vi } from 'vitest';

// A test that logs console.error is a failing test: errors must be asserted, not printed.
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`console.error was called: ${JSON.stringify(logged[0])}`);
});
