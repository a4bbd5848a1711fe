import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from './data-saver';
import { useWarmLater } from './use-warm-later';

// Code fetched ahead on a timer (the Connections dialogs): never with data saver on (issue 28).

afterEach(() => vi.useRealTimers());

describe('useWarmLater', () => {
  it('loads after the delay with data saver off, once', () => {
    vi.useFakeTimers();
    setDataSaver(false);
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmLater(load, 1_000));
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead with data saver on, nor when it is turned on before the delay', () => {
    vi.useFakeTimers();
    setDataSaver(true);
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmLater(load, 1_000));
    vi.advanceTimersByTime(5_000);
    expect(load).not.toHaveBeenCalled();

    setDataSaver(false);
    renderHook(() => useWarmLater(load, 1_000));
    setDataSaver(true);
    vi.advanceTimersByTime(5_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing once the page has gone, and shrugs off a failed load', async () => {
    vi.useFakeTimers();
    setDataSaver(false);
    const gone = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmLater(gone, 1_000)).unmount();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => useWarmLater(failing, 1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gone).not.toHaveBeenCalled();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
