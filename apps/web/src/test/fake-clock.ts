import { act, fireEvent } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * Runs `steps` while timeouts run on a fake clock, then `then` (which moves that clock with
 * vi.advanceTimersByTimeAsync), then goes back to real time. Debounces and other "once typing
 * pauses" timers then fire when the test says, never because a loaded machine stalled between
 * two keystrokes. Steps use fireEvent: user-event waits on timers of its own under happy-dom.
 * TanStack Query tells its observers through setTimeout(0); it uses a microtask meanwhile so
 * that results still reach the screen.
 */
export async function onTestClock(steps: () => void, then: () => Promise<unknown>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
  try {
    act(steps);
    await act(then);
  } finally {
    vi.useRealTimers();
    notifyManager.setScheduler((cb) => setTimeout(cb, 0));
  }
}

/** Types `text` into `field` one character at a time on the test's clock (see onTestClock). */
export function typeOnTestClock(field: HTMLInputElement, text: string, then: () => Promise<unknown>): Promise<void> {
  return onTestClock(() => {
    for (const char of text) fireEvent.change(field, { target: { value: field.value + char } });
  }, then);
}
