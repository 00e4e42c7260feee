import { describe, expect, it } from 'vitest';
import { threadStatus } from './thread-status';

describe('thread status icon priority: pinned, then locked, then solved', () => {
  it.each([
    [{ pinned: true, locked: true, solved: true }, 'pinned'],
    [{ pinned: true, locked: false, solved: false }, 'pinned'],
    [{ pinned: false, locked: true, solved: true }, 'locked'],
    [{ pinned: false, locked: true, solved: false }, 'locked'],
    [{ pinned: false, locked: false, solved: true }, 'solved'],
    [{ pinned: false, locked: false, solved: false }, 'open'],
  ])('%o → %s', (flags, expected) => {
    expect(threadStatus(flags)).toBe(expected);
  });
});
