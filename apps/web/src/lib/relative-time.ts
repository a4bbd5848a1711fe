import type { TFunction } from './i18n';
import { useCallback, useSyncExternalStore } from 'react';
import { dateTimeFormat, FULL_DATE } from './intl';
import { useTranslation } from './use-translation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = 'now' | 'minutes' | 'hours' | 'yesterday' | 'days';

export interface RelativeOptions {
  /** For the conversation list: "Yesterday" from 24 up to 48 hours ago. */
  yesterday?: boolean;
}

/** Under a minute "now", under an hour minutes, under a day hours, else days. */
export function relativeParts(iso: string, now: number, options: RelativeOptions = {}): { unit: RelativeUnit; count: number } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (options.yesterday && elapsed < 2 * DAY) return { unit: 'yesterday', count: 1 };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/** "now", "5m ago", "3h ago", ("Yesterday") or "2d ago" in the current language (strings in common.json). */
export function formatRelative(t: TFunction<'common'>, iso: string, now: number, options: RelativeOptions = {}): string {
  const { unit, count } = relativeParts(iso, now, options);
  if (unit === 'now' || unit === 'yesterday') return t(`relativeTime.${unit}`);
  return t(`relativeTime.${unit}`, { count });
}

/** The full date and time, for the `title` beside a relative time (DESIGN.md). */
export function formatFullDate(iso: string): string {
  return dateTimeFormat(FULL_DATE).format(new Date(iso));
}

/**
 * How long until `relativeParts(iso, ·)` gives another answer: the next whole minute after
 * `iso` in its first hour, the next whole hour in its first day, else the next whole day. A time
 * in the future (clock skew) reads "now" until a minute after it.
 */
export function msUntilChange(iso: string, now: number): number {
  const created = new Date(iso).getTime();
  if (!Number.isFinite(created)) return Infinity;
  if (now < created) return created - now + MINUTE;
  const elapsed = now - created;
  const step = elapsed < HOUR ? MINUTE : elapsed < DAY ? HOUR : DAY;
  return step - (elapsed % step);
}

// One clock for the whole page. While anything watches it there is exactly one timer: it fires
// when the soonest watched relative time changes ("now" → "1m ago" a minute after the event,
// not up to a minute late), and at least every CLOCK_MAX_WAIT_MS in case the device slept or
// its clock moved. With no watcher left the timer stops.

/** The longest the clock waits between two ticks while something watches it. */
export const CLOCK_MAX_WAIT_MS = 30_000;

interface Watcher {
  notify: () => void;
  iso: string | undefined;
}

const watchers = new Set<Watcher>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerDue = Infinity;
let lastTick = Date.now();

function dueFor(watcher: Watcher, now: number): number {
  const wait = watcher.iso === undefined ? Infinity : msUntilChange(watcher.iso, now);
  return now + Math.min(CLOCK_MAX_WAIT_MS, wait);
}

/** Makes the one timer fire by `due`; a timer already due sooner is kept. */
function arm(due: number): void {
  if (timer !== undefined) {
    if (timerDue <= due) return;
    clearTimeout(timer);
  }
  timerDue = due;
  timer = setTimeout(tick, Math.max(0, due - Date.now()));
}

function tick(): void {
  timer = undefined;
  timerDue = Infinity;
  lastTick = Date.now();
  for (const watcher of [...watchers]) watcher.notify();
  const now = Date.now();
  let due = Infinity;
  for (const watcher of watchers) due = Math.min(due, dueFor(watcher, now));
  if (due !== Infinity) arm(due);
}

/**
 * Calls `notify` whenever the page's clock ticks, until the returned function is called.
 * With `iso`, the clock also ticks as soon as that time's relative label changes. Shaped for
 * `useSyncExternalStore`'s subscribe.
 */
export function watchClock(notify: () => void, iso?: string): () => void {
  const watcher: Watcher = { notify, iso };
  if (watchers.size === 0) lastTick = Date.now();
  watchers.add(watcher);
  arm(dueFor(watcher, Date.now()));
  return () => {
    watchers.delete(watcher);
    if (watchers.size > 0 || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    timerDue = Infinity;
  };
}

const watchTicks = (notify: () => void) => watchClock(notify);
const lastTickTime = () => lastTick;

/**
 * The time of the page clock's last tick, moving on at least every 30 s. Relative times no
 * longer need it (`RelativeTime` and `useRelativeTime` keep themselves current); it stays for
 * screens that pass it along.
 */
export function useNow(): number {
  return useSyncExternalStore(watchTicks, lastTickTime);
}

/**
 * "5m ago" for `iso` in the current language, re-rendering only when that text changes, on
 * the page's one shared clock (no timer per element).
 */
export function useRelativeTime(iso: string, options: RelativeOptions = {}): string {
  const { t } = useTranslation();
  const subscribe = useCallback((notify: () => void) => watchClock(notify, iso), [iso]);
  const yesterday = options.yesterday ?? false;
  return useSyncExternalStore(subscribe, () => formatRelative(t, iso, Date.now(), { yesterday }));
}
