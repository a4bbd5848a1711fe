import type { TFunction } from '../../lib/i18n';
import { currentLanguage } from '../../lib/i18n';

/**
 * "20 November 2026" / "20 novembre 2026": day first, as in Ghana and on the PDF (British
 * English, not the US order), and in UTC like the PDF, so both show the same day.
 */
export const formatCertificateDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** "1 h 20 min", "45 min" ("27 s" under a minute when `exact`: the time watched of short clips). */
export function formatDuration(t: TFunction<'certificates'>, seconds: number, exact = false): string {
  if (exact && seconds < 60) return t('duration.seconds', { seconds: Math.round(seconds) });
  const total = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (!hours) return t('duration.minutes', { minutes: total });
  return minutes ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.hours', { hours });
}

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** A course level in the member's language (the server stores the English name). */
export function levelLabel(t: TFunction<'certificates'>, level: string): string {
  return (LEVELS as readonly string[]).includes(level) ? t(`levels.${level as (typeof LEVELS)[number]}`) : level;
}

/** The grade in the member's language (the server stores a code such as "Passed"). */
export function gradeLabel(t: TFunction<'certificates'>, grade: string): string {
  return grade === 'Passed' ? t('grades.Passed') : grade;
}
