import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_MS } from '../constants';
import { useBanner } from './use-banner';

describe('useBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('hides the banner after 4 s, and a new one restarts the clock', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBanner());
    act(() => result.current.show({ tone: 'success', message: 'one' }));
    act(() => vi.advanceTimersByTime(BANNER_MS - 1000));
    act(() => result.current.show({ tone: 'danger', message: 'two' }));
    act(() => vi.advanceTimersByTime(BANNER_MS - 1));
    expect(result.current.banner).toEqual({ tone: 'danger', message: 'two' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.banner).toBeNull();
  });
});
