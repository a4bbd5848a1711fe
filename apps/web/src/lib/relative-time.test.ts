import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_MAX_WAIT_MS, msUntilChange, relativeParts, watchClock } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeParts: now, minutes, hours, days', () => {
  it.each([
    [0, 'now', 0],
    [59_999, 'now', 0],
    [60_000, 'minutes', 1],
    [59 * 60_000 + 59_999, 'minutes', 59],
    [60 * 60_000, 'hours', 1],
    [24 * 3_600_000 - 1, 'hours', 23],
    [24 * 3_600_000, 'days', 1],
    [9 * 24 * 3_600_000, 'days', 9],
  ])('%d ms ago is %s %d', (elapsed, unit, count) => {
    expect(relativeParts(ago(elapsed), now)).toEqual({ unit, count });
  });

  it.each([
    [24 * 3_600_000 - 1, 'hours', 23],
    [24 * 3_600_000, 'yesterday', 1],
    [48 * 3_600_000 - 1, 'yesterday', 1],
    [48 * 3_600_000, 'days', 2],
  ])('with Yesterday (the conversation list), %d ms ago is %s', (elapsed, unit, count) => {
    expect(relativeParts(ago(elapsed), now, { yesterday: true })).toEqual({ unit, count });
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(relativeParts(ago(-5_000), now)).toEqual({ unit: 'now', count: 0 });
  });
});

describe('msUntilChange', () => {
  it.each([
    [0, 60_000],
    [59_999, 1],
    [60_000, 60_000],
    [90_000, 30_000],
    [59 * 60_000 + 30_000, 30_000],
    [60 * 60_000, 3_600_000],
    [23 * 3_600_000 + 59 * 60_000, 60_000],
    [24 * 3_600_000, 24 * 3_600_000],
    [-5_000, 65_000],
  ])('%d ms after the event, the label changes in %d ms', (elapsed, wait) => {
    expect(msUntilChange(ago(elapsed), now)).toBe(wait);
  });

  it('never changes for a date it cannot read', () => {
    expect(msUntilChange('not a date', now)).toBe(Infinity);
  });
});

describe('the page clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks at least every 30 s while watched, and stops when nothing watches', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = watchClock(first);
    const stopSecond = watchClock(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(CLOCK_MAX_WAIT_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    vi.advanceTimersByTime(CLOCK_MAX_WAIT_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks as soon as a watched time changes label, on the same single timer', () => {
    const notify = vi.fn();
    const stopRegular = watchClock(vi.fn());
    const stop = watchClock(notify, ago(50_000));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(notify).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
    stopRegular();
    expect(vi.getTimerCount()).toBe(0);
  });
});
