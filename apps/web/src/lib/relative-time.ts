import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { currentLanguage } from './i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = 'now' | 'minutes' | 'hours' | 'days';

/** Spec 000 §9: under a minute "now", under an hour minutes, under a day hours, else days. */
export function relativeParts(iso: string, now: number): { unit: RelativeUnit; count: number } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/** "now", "5m ago", "3h ago" or "2d ago" in the current language (strings in common.json). */
export function formatRelative(t: TFunction<'common'>, iso: string, now: number): string {
  const { unit, count } = relativeParts(iso, now);
  return unit === 'now' ? t('relativeTime.now') : t(`relativeTime.${unit}`, { count });
}

/** The full date and time, for the `title` beside a relative time (DESIGN.md). */
export function formatFullDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The current time, moving on every minute so "now" becomes "1m ago" without a reload. */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
