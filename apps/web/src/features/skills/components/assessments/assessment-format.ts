import { dateTimeFormat, FULL_DATE } from '../../../../lib/intl';

/** "Dec 6, 2026, 9:40 PM" in the reader's language: when the next attempt opens. */
export function formatAttemptDate(iso: string): string {
  return dateTimeFormat(FULL_DATE).format(new Date(iso));
}
