import { dateTimeFormat, FULL_DATE } from '../../../../lib/intl';

/** "4:05", "20:00": minutes and seconds left. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** "Dec 6, 2026, 9:40 PM" in the reader's language: when the next attempt opens. */
export function formatAttemptDate(iso: string): string {
  return dateTimeFormat(FULL_DATE).format(new Date(iso));
}
