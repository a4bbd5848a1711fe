import * as InstantFns from 'temporal-polyfill/fns/Instant';
import * as PlainDateTimeFns from 'temporal-polyfill/fns/PlainDateTime';

// Wall-clock ↔ instant in the member's zone. The same tree-shakeable Temporal functions
// FullCalendar itself uses, so this adds almost nothing to the calendar chunk, and daylight-saving
// gaps and overlaps resolve the way Temporal (and the server) resolve them.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

/** The date and time an instant shows in `timeZone`. */
export function toWallClock(instant: string | Date, timeZone: string): WallClock {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const z = InstantFns.toZonedDateTimeISO(InstantFns.fromEpochMilliseconds(ms), timeZone);
  return { date: `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`, time: `${pad(z.hour)}:${pad(z.minute)}` };
}

/** The instant (UTC ISO) of a date and time on the wall clock of `timeZone`. */
export function fromWallClock({ date, time }: WallClock, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const zoned = PlainDateTimeFns.toZonedDateTime(PlainDateTimeFns.create(y, m, d, hh, mm), timeZone);
  return new Date(zoned.epochMilliseconds).toISOString();
}

/** A date string moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toWallClock(now, timeZone).date;
}

/** The browser's zone (the one the member's device uses). */
export function detectTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for the zone select; the member's own is always listed. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
