import { dateTimeFormat } from '../../../lib/intl';

// Due dates are calendar days ("2027-01-15"), not instants: compared as strings and shown
// without a time zone shift (read as UTC midnight, formatted in UTC).

/** Today on the reader's calendar, as "YYYY-MM-DD". */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** "Jan 15, 2027" in the reader's language. */
export function formatDay(day: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(dayTime(day));
}

/** Where `day` falls between `start` and `end`, in percent (0–100; the middle when they are the same day). */
export function placeOf(day: string, start: string, end: string): number {
  const span = dayTime(end) - dayTime(start);
  if (span <= 0) return 50;
  return Math.min(100, Math.max(0, ((dayTime(day) - dayTime(start)) / span) * 100));
}
