import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 000 §9: under a minute "now", then minutes, hours, and days. */
export function relativeParts(iso: string, now: number): { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
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

/** "5m ago" with the full date and time on hover and for assistive tech (DESIGN.md). */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const { t } = useTranslation('activity');
  const { unit, count } = relativeParts(iso, now);
  const full = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <time dateTime={iso} title={full} className="text-xs whitespace-nowrap text-muted tabular-nums">
      {unit === 'now' ? t('time.now') : t(`time.${unit}`, { count })}
    </time>
  );
}
