import { act, fireEvent } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * From now on timeouts run on the test's clock (vi.advanceTimersByTimeAsync moves it): the
 * app's fixed delays, debounces and "once typing pauses" timers fire when the test says, never
 * because a loaded machine stalled. Only setTimeout is held: testing-library's findBy* polls with
 * TanStack Query tells its observers through setTimeout(0), so it uses a microtask meanwhile.
 * Interact with fireEvent and wait with `until`: user-event and findBy* both wait on a
 * setTimeout of their own. Always pair with releaseTimeouts (in a finally).
 */
export function holdTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
}

/** Back to real time; timeouts still pending on the test's clock are dropped. */
export function releaseTimeouts(): void {
  vi.useRealTimers();
  notifyManager.setScheduler((cb) => setTimeout(cb, 0));
}

/** Moves the test's clock by `ms`, and lets React render what the timers and answers did. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((resolve) => setImmediate(resolve));
  });

/**
 * With timeouts held: what `find` returns once it stops throwing (a getBy* query), letting
 * answers and renders happen in between without moving the clock. Fails after many rounds.
 */
export async function until<T>(find: () => T): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return find();
    } catch (error) {
      if (round >= 500) throw error;
      await advance(0);
    }
  }
}

/** Runs `steps` and then `then` on the test's clock, and goes back to real time. */
export async function onTestClock(steps: () => void, then: () => Promise<unknown>): Promise<void> {
  holdTimeouts();
  try {
    act(steps);
    await act(then);
  } finally {
    releaseTimeouts();
  }
}

/** Types `text` into `field` one character at a time on the test's clock (see onTestClock). */
export function typeOnTestClock(field: HTMLInputElement, text: string, then: () => Promise<unknown>): Promise<void> {
  return onTestClock(() => {
    for (const char of text) fireEvent.input(field, { target: { value: field.value + char } });
  }, then);
}
