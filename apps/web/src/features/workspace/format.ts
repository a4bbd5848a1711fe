import { dateTimeFormat, numberFormat } from '../../lib/intl';

// Workspace dates are calendar days (YYYY-MM-DD), not instants: shown as that day wherever the
// reader is (read at noon UTC, formatted in UTC, so no time zone moves them a day).
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

export const formatDay = (day: string) => dateTimeFormat(DAY).format(new Date(`${day}T12:00:00Z`));

/** An amount in its currency, whole units (a project's budget). */
export const formatMoney = (amount: number, currency: string) =>
  numberFormat({ style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
