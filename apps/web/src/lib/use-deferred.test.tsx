import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferred } from './use-deferred';

describe('useDeferred', () => {
  it('fetches nothing until asked, then hands over the module', async () => {
    const module = { Popup: () => null };
    const load = vi.fn(async () => module);
    const { result } = renderHook(() => useDeferred(load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loaded).toBeNull();
    act(() => result.current.warm());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.loaded).toBeNull();
    act(() => result.current.open());
    expect(result.current.opening).toBe(true);
    await waitFor(() => expect(result.current.loaded).toBe(module));
    expect(result.current.opening).toBe(false);
  });

  it('keeps the plain trigger when the download fails, and tries again on the next tap', async () => {
    const module = { Popup: () => null };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const { result } = renderHook(() => useDeferred(load));
    act(() => result.current.open());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.opening).toBe(false));
    expect(result.current.loaded).toBeNull();
    act(() => result.current.open());
    await waitFor(() => expect(result.current.loaded).toBe(module));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells whether a key opened it (a click from a key has detail 0), for a menu to open as a key opens it', async () => {
    const load = vi.fn(async () => ({}));
    const { result } = renderHook(() => useDeferred(load));
    act(() => result.current.open({ detail: 0 }));
    await waitFor(() => expect(result.current.loaded).not.toBeNull());
    expect(result.current.byKeyboard).toBe(true);

    const pointer = renderHook(() => useDeferred(load));
    act(() => pointer.result.current.open({ detail: 1 }));
    await waitFor(() => expect(pointer.result.current.loaded).not.toBeNull());
    expect(pointer.result.current.byKeyboard).toBe(false);
  });
});
