import { DIGEST_LOCAL_HOUR, type QuietHours } from '@skilllink/contracts/notification-settings';

/** A moment as the member's clock shows it. */
export interface LocalTime {
  day: string; // YYYY-MM-DD
  time: string; // HH:MM
  hour: number;
  monday: boolean;
}

/** `now` in `timeZone` (UTC when the zone is unknown to this runtime). */
export function localTime(now: Date, timeZone: string): LocalTime {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
  } catch {
    return localTime(now, 'UTC');
  }
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
    hour: Number(part.hour),
    monday: part.weekday === 'Mon',
  };
}

/** Whether the local time falls in quiet hours (which may run across midnight). */
export function isQuiet(local: LocalTime, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  return quiet.start < quiet.end
    ? local.time >= quiet.start && local.time < quiet.end
    : local.time >= quiet.start || local.time < quiet.end;
}

/** Whether a digest is due now: from the digest hour, once a local day (weekly: on Mondays). */
export function digestDue(local: LocalTime, digest: string, lastDay: string | null): boolean {
  if (digest === 'off' || local.hour < DIGEST_LOCAL_HOUR || lastDay === local.day) return false;
  return digest === 'daily' || local.monday;
}
