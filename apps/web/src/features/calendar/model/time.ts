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

/**
 * The one time format of the calendar (hour labels, event blocks, the month grid, the "+N more"
 * list, accessible names): the locale's own, so "9:00 AM" in English and "09:00" in French.
 */
export const TIME_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(locales: string[], timeZone: string): Intl.DateTimeFormat {
  const key = `${locales.join()}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales, { ...TIME_FORMAT, timeZone: timeZone === 'local' ? undefined : timeZone });
    timeFormats.set(key, format);
  }
  return format;
}

/**
 * TIME_FORMAT as a FullCalendar formatter function: given as options, FullCalendar's own
 * formatter would glue the day period to the time ("9:15AM"); this keeps Intl's output as is.
 */
export function fullCalendarTime(info: {
  start: { instantMs: number };
  end?: { instantMs: number } | null;
  timeZone: string;
  localeCodes: string[];
}): string {
  const format = timeFormat(info.localeCodes, info.timeZone);
  return info.end ? format.formatRange(info.start.instantMs, info.end.instantMs) : format.format(info.start.instantMs);
}

interface Labelled {
  start: string;
  end: string;
  isAllDay: boolean;
  title: string;
}

/**
 * An event's accessible name: its day, its times (or "All day"), its title and its calendar's
 * category, e.g. "Wednesday, November 25, 3:00 – 4:00 PM, QA Gym, Work".
 */
export function eventLabel(e: Labelled, category: string, allDayText: string, language: string, timeZone: string): string {
  const dayFormat = { weekday: 'long', day: 'numeric', month: 'long' } as const;
  if (e.isAllDay) {
    const day = new Intl.DateTimeFormat(language, { ...dayFormat, timeZone: 'UTC' }).format(new Date(`${e.start.slice(0, 10)}T12:00:00Z`));
    return [day, allDayText, e.title, category].filter(Boolean).join(', ');
  }
  const start = new Date(e.start);
  const end = new Date(Math.max(Date.parse(e.end), start.getTime()));
  const day = new Intl.DateTimeFormat(language, { ...dayFormat, timeZone }).format(start);
  const times = new Intl.DateTimeFormat(language, { ...TIME_FORMAT, timeZone }).formatRange(start, end);
  return [day, times, e.title, category].filter(Boolean).join(', ');
}
