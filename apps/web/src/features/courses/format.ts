import type { TFunction } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl';

/** "4.5" (or "4,5"): ratings always to one decimal. */
export function formatRating(rating: number): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** Counts with the language's grouping ("1,234" / "1 234"). */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** A course's length: "2h 30m", "45 min", "30 sec". */
export function formatDuration(t: TFunction<'courses'>, totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60);
  if (totalSeconds < 60) return t('duration.seconds', { count: Math.max(0, Math.round(totalSeconds)) });
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  return t('duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A download size for members on metered data: "42 KB", "1.5 MB" ("42 Ko" in French). */
export function formatBytes(t: TFunction<'courses'>, bytes: number): string {
  if (bytes < 1024 * 1024) {
    const kb = Math.max(1, Math.round(bytes / 1024));
    return t('size.kb', { value: numberFormat().format(kb) });
  }
  const mb = numberFormat({ maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return t('size.mb', { value: mb });
}

/** "5 h 12 min", "3 min": how long until the next quiz attempt, rounded up to the minute. */
export function formatWait(t: TFunction<'courses'>, ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(total / 60);
  return hours > 0 ? t('quiz.waitHours', { hours, minutes: total % 60 }) : t('quiz.waitMinutes', { minutes: total });
}
