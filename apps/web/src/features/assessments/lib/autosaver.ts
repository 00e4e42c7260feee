import type { Answers } from '@somo/contract/assessments';

/**
 * idle: nothing to save yet; unsaved: changes wait for the debounce or a retry; saving: a save is on its
 * way; saved: the server holds exactly what is on screen.
 */
export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved';

type AutosaverOptions = {
  /** The answers the server already holds. */
  initial: Answers;
  save: (answers: Answers) => Promise<unknown>;
  /** A refusal that retrying cannot fix (time up, attempt closed): saving stops and the screen is told. */
  isPermanent: (error: unknown) => boolean;
  onRejected: (error: unknown) => void;
  onSaved?: (answers: Answers) => void;
  /** Where failures go: spec 01 §8 keeps them off the screen. */
  log: (error: unknown) => void;
  debounceMs: number;
  retryMaxMs: number;
};

type Handlers = Pick<AutosaverOptions, 'onRejected' | 'onSaved'>;

export type Autosaver = {
  /** Swaps the callbacks, so a screen can hand over fresh ones without making a new autosaver. */
  setHandlers: (handlers: Handlers) => void;
  /** The student changed an answer: save once they pause for the debounce. */
  change: (answers: Answers) => void;
  /** Holds saves while the answers are being submitted; `release` lets them run again if that fails. */
  hold: () => void;
  release: () => void;
  /** Stops saving for good (the attempt has been submitted). */
  stop: () => void;
  /** The connection is back: send what waits now rather than after the back-off. */
  retryNow: () => void;
  /** The screen is showing: saving may run (again). */
  attach: () => void;
  /** The screen is going away: one last save of unsaved changes, and no timers or retries after it. */
  detach: () => void;
  hasUnsavedChanges: () => boolean;
  getStatus: () => SaveStatus;
  subscribe: (listener: () => void) => () => void;
};

const keyOf = (answers: Answers) => JSON.stringify(answers);

/**
 * Debounced saving with quiet retries. Retries back off (debounce, ×2, … up to retryMaxMs) so a student who
 * lost their connection is not flooded with errors, and their answers go up as soon as it returns.
 */
export function createAutosaver(options: AutosaverOptions): Autosaver {
  let latest = options.initial;
  let savedKey = keyOf(options.initial);
  let status: SaveStatus = Object.keys(options.initial).length > 0 ? 'saved' : 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  // A save was due while another was on its way: run it as soon as that one ends.
  let queued = false;
  let stopped = false;
  let detached = false;
  let held = false;
  let retryDelay = 0;
  const listeners = new Set<() => void>();
  let handlers: Handlers = { onRejected: options.onRejected, onSaved: options.onSaved };

  const setStatus = (next: SaveStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delay: number) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  async function flush(): Promise<void> {
    if (stopped || detached || held) return;
    if (inFlight) {
      queued = true;
      return;
    }
    clearTimer();
    const snapshot = latest;
    const key = keyOf(snapshot);
    if (key === savedKey) {
      if (status !== 'idle') setStatus('saved');
      return;
    }
    inFlight = true;
    setStatus('saving');
    try {
      await options.save(snapshot);
    } catch (error) {
      inFlight = false;
      if (stopped || detached) return;
      if (options.isPermanent(error)) {
        stopped = true;
        clearTimer();
        setStatus('unsaved');
        handlers.onRejected(error);
        return;
      }
      options.log(error);
      retryDelay = Math.min(retryDelay ? retryDelay * 2 : options.debounceMs, options.retryMaxMs);
      setStatus('unsaved');
      schedule(retryDelay);
      return;
    }
    inFlight = false;
    savedKey = key;
    retryDelay = 0;
    handlers.onSaved?.(snapshot);
    if (stopped || detached) return;
    if (keyOf(latest) === savedKey) {
      setStatus('saved');
    } else {
      setStatus('unsaved');
      if (queued) {
        queued = false;
        void flush();
      }
    }
  }

  return {
    setHandlers(next) {
      handlers = next;
    },
    change(answers) {
      latest = answers;
      if (stopped || detached) return;
      if (!inFlight && keyOf(answers) === savedKey) {
        clearTimer();
        if (status !== 'idle') setStatus('saved');
        return;
      }
      setStatus('unsaved');
      schedule(options.debounceMs);
    },
    hold() {
      held = true;
      clearTimer();
    },
    release() {
      held = false;
      if (!stopped && !detached && keyOf(latest) !== savedKey) schedule(options.debounceMs);
    },
    stop() {
      stopped = true;
      clearTimer();
    },
    retryNow() {
      retryDelay = 0;
      // A timer means a save waits (debounce or back-off); without one there is nothing to send or it is on its way.
      if (timer !== undefined) void flush();
    },
    attach() {
      detached = false;
    },
    detach() {
      detached = true;
      clearTimer();
      if (stopped || keyOf(latest) === savedKey) return;
      const snapshot = latest;
      options.save(snapshot).then(() => {
        savedKey = keyOf(snapshot);
        handlers.onSaved?.(snapshot);
      }, options.log);
    },
    hasUnsavedChanges: () => !stopped && keyOf(latest) !== savedKey,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
