import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlash } from './use-flash';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFlash', () => {
  it('closes a success banner after the given time, and keeps an error', () => {
    const { result } = renderHook(() => useFlash(5000));
    act(() => result.current.success('Saved'));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.flash).toEqual({ variant: 'success', message: 'Saved' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.flash).toBeNull();

    act(() => result.current.error('Failed'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.flash).toEqual({ variant: 'error', message: 'Failed' });
  });

  it('keeps a success banner without a time limit until cleared', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current.success('Done'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.flash?.message).toBe('Done');
    act(() => result.current.clear());
    expect(result.current.flash).toBeNull();
  });
});
