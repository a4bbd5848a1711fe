import { fromWallClock, toWallClock } from '../wall-clock.js';

/**
 * Wall-clock fields in IANA zones for the ICS writer and reader, on the calendar's one
 * wall-clock module (wall-clock.ts), so TZIDs we write and read mean exactly what the rest of
 * the calendar means by them.
 */

/** Local date and time fields; month 1–12. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether Intl knows the zone (an IANA name such as "Africa/Accra"). */
export function isIanaZone(zone: string): boolean {
  if (zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall fields of a timestamp read as UTC (a floating wall time, or a UTC instant). */
export function fieldsOf(floating: number): Wall {
  const d = new Date(floating);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const floatingOf = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The wall clock in `zone` at instant `ms`. */
export const wallAt = (zone: string, ms: number): Wall => fieldsOf(toWallClock(Math.floor(ms / 1000) * 1000, zone));

/** Minutes `zone` is ahead of UTC at instant `ms`. */
export function offsetAt(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((toWallClock(whole, zone) - whole) / 60_000);
}

/** The instant a wall time in `zone` names (a time in a daylight-saving gap: just after it). */
export const wallToInstant = (zone: string, w: Wall): number => fromWallClock(floatingOf(w), zone);

/** The wall time of an ISO instant in `zone`. */
export const wallOf = (zone: string, iso: string): Wall => wallAt(zone, Date.parse(iso));

/** "YYYY-MM-DD" of a wall time. */
export function dateOfWall(w: Pick<Wall, 'year' | 'month' | 'day'>): string {
  return `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`;
}

export const pad = (n: number) => String(n).padStart(2, '0');
