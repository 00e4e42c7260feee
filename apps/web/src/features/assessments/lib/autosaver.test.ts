import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '@somo/contract/assessments';
import { createAutosaver } from './autosaver';

class Refusal extends Error {}

function setup(initial: Answers = {}) {
  const save = vi.fn<(answers: Answers) => Promise<unknown>>(() => Promise.resolve({}));
  const onRejected = vi.fn();
  const onSaved = vi.fn();
  const log = vi.fn();
  const saver = createAutosaver({
    initial,
    save,
    isPermanent: (error) => error instanceof Refusal,
    onRejected,
    onSaved,
    log,
    debounceMs: 2000,
    retryMaxMs: 8000,
  });
  return { saver, save, onRejected, onSaved, log };
}

describe('autosaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 2 seconds after the last change', async () => {
    const { saver, save, onSaved } = setup();
    expect(saver.getStatus()).toBe('idle');
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(1500);
    saver.change({ '0': 2 });
    expect(saver.getStatus()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ '0': 2 });
    expect(saver.getStatus()).toBe('saved');
    expect(saver.hasUnsavedChanges()).toBe(false);
    expect(onSaved).toHaveBeenCalledWith({ '0': 2 });
  });

  it('starts as saved when resuming with answers, and does not resend them', async () => {
    const { saver, save } = setup({ '0': 1 });
    expect(saver.getStatus()).toBe('saved');
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('tells false from no answer and a taken-back answer from the one saved', async () => {
    const { saver, save } = setup({ '0': 0 });
    saver.change({ '0': false });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenLastCalledWith({ '0': false });
    saver.change({});
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenLastCalledWith({});
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getStatus()).toBe('saved');
  });

  it('retries quietly with growing waits, then recovers', async () => {
    const { saver, save, log } = setup();
    save.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    saver.change({ '0': 'draft' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.getStatus()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    // The second wait doubles.
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(saver.getStatus()).toBe('saved');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('saves changes made while a save was on its way', async () => {
    const { saver, save } = setup();
    let finish: () => void = () => undefined;
    save.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({}))));
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.getStatus()).toBe('saving');
    saver.change({ '0': 1, '1': 'more' });
    await vi.advanceTimersByTimeAsync(2000);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ '0': 1, '1': 'more' });
    expect(saver.getStatus()).toBe('saved');
  });

  it('stops for good on a refusal retrying cannot fix', async () => {
    const { saver, save, onRejected } = setup();
    save.mockRejectedValueOnce(new Refusal('Time is up'));
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onRejected).toHaveBeenCalledTimes(1);
    saver.change({ '0': 2 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends unsaved changes once when the screen goes away, and nothing after stop()', async () => {
    const first = setup();
    first.saver.change({ '0': 3 });
    first.saver.detach();
    expect(first.save).toHaveBeenCalledWith({ '0': 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.save).toHaveBeenCalledTimes(1);

    const second = setup();
    second.saver.change({ '0': 3 });
    second.saver.stop();
    second.saver.detach();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.save).not.toHaveBeenCalled();
    expect(second.saver.hasUnsavedChanges()).toBe(false);
  });

  it('holds saves during a submit and resumes them if it fails', async () => {
    const { saver, save } = setup();
    saver.change({ '0': 1 });
    saver.hold();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    saver.release();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledWith({ '0': 1 });
  });

  it('works again after being detached and attached (a remount)', async () => {
    const { saver, save } = setup();
    saver.detach();
    saver.attach();
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledWith({ '0': 1 });
  });

  it('retries at once when the connection returns instead of waiting out the back-off', async () => {
    const { saver, save } = setup();
    save.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    saver.change({ '0': 1 });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(3);
    expect(saver.getStatus()).toBe('saved');
  });
});
