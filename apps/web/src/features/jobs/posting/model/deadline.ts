/**
 * A deadline is typed as a wall date and time in the member's own zone (the device's) and
 * travels as an ISO instant; the server compares instants.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The end of the day when only a date is given: applications run through that whole day. */
export const END_OF_DAY = '23:59';

/** "2026-12-31" and "17:00" in the device's zone → ISO instant; null without a date or when unreadable. */
export function deadlineIso(date: string, time: string): string | null {
  if (!date) return null;
  // Without a zone designator a date-time string is read as local time (ECMAScript Date).
  const at = new Date(`${date}T${time || END_OF_DAY}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO instant → the date and time inputs' values in the device's zone. */
export function deadlineParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The device's zone name ("Africa/Accra"), to say which zone the inputs are in. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
