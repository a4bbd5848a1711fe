import type ICAL from 'ical.js';
import { DEFAULT_EVENT_DURATION_MINUTES } from '@skilllink/contracts/calendar';
import { pad, wallToInstant, type Wall } from './ics-zone.js';
import { ianaZoneOf } from './ics-zone-names.js';

// Reading a VEVENT's times (DTSTART, DTEND or DURATION, RECURRENCE-ID, EXDATE) into instants
// or dates, refusing what ical.js would silently turn into another date.

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;

const DAY = 86_400_000;

/** A VEVENT that cannot be read; its message is the skipped reason. */
export class Unreadable extends Error {}

/**
 * How a file's times are placed. A TZID is read as the IANA zone it names; the file's own
 * VTIMEZONE definitions are never expanded (an hourly rule up to 2100 held the server for
 * seconds, ADR 029): an unknown TZID the file defines is read at that definition's fixed
 * standard offset, and one it does not define in the fallback zone.
 */
export interface Zones {
  /** The calendar's zone (X-WR-TIMEZONE) or the member's: floating times and undefined TZIDs. */
  fallback: string;
  /** Minutes ahead of UTC of each VTIMEZONE the file defines (its first STANDARD, else DAYLIGHT). */
  custom: ReadonlyMap<string, number>;
}

export interface ReadTime {
  value: string;
  isAllDay: boolean;
  /** The IANA zone the time was written in, when it named one. */
  zone: string | null;
  wall: Wall;
  ms: number;
  /** How an unknown zone was read, for the import summary; null when the TZID was understood. */
  note: string | null;
}

/** The property's times; `invalid` is the skipped reason when one is not a real date or time. */
export function readTimes(prop: Property, zone: Zones, invalid: string): ReadTime[] {
  // ical.js reads "not-a-date" as garbage that throws later and rolls "20261399" into 2027: the raw text is checked first.
  if (!prop.jCal.slice(3).every((raw) => validRaw(raw, prop.type))) throw new Unreadable(invalid);
  const tzid = prop.getParameter('tzid');
  let values: unknown[];
  try {
    values = prop.getValues();
  } catch {
    throw new Unreadable(invalid);
  }
  return values.flatMap((v: unknown) => {
    const t = (v && typeof v === 'object' && 'start' in v ? (v as { start: Time }).start : v) as Time;
    return t && typeof t === 'object' && 'year' in t ? [toReadTime(t, typeof tzid === 'string' ? tzid : null, zone)] : [];
  });
}

export const readTime = (prop: Property, zone: Zones, invalid: string): ReadTime | null => readTimes(prop, zone, invalid)[0] ?? null;

const RAW_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/;

/** A jCal date or date-time (or the start of a period) that names a real day and time. */
function validRaw(raw: unknown, type: string): boolean {
  if (type !== 'date' && type !== 'date-time' && type !== 'period') return true;
  const text = type === 'period' ? String(raw).split('/')[0]! : String(raw);
  const m = RAW_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second <= 60;
}

const offsetText = (minutes: number) =>
  `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

function toReadTime(t: Time, tzid: string | null, zones: Zones): ReadTime {
  const wall = {
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.isDate ? 0 : t.hour,
    minute: t.isDate ? 0 : t.minute,
    second: t.isDate ? 0 : t.second,
  };
  if (t.isDate) {
    const ms = Date.UTC(wall.year, wall.month - 1, wall.day);
    return { value: new Date(ms).toISOString().slice(0, 10), isAllDay: true, zone: null, wall, ms, note: null };
  }
  const floating = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let ms: number;
  let named: string | null = null;
  let note: string | null = null;
  const iana = tzid ? ianaZoneOf(tzid) : null;
  const custom = tzid ? zones.custom.get(tzid) : undefined;
  if (t.zone?.tzid === 'UTC') ms = floating;
  else if (iana) {
    named = iana;
    ms = wallToInstant(iana, wall);
  } else if (tzid && custom !== undefined) {
    ms = floating - custom * 60_000;
    note = `time zone "${tzid}" is not a known zone: read at its standard offset, ${offsetText(custom)}`;
  } else {
    ms = wallToInstant(zones.fallback, wall);
    if (tzid) note = `time zone "${tzid}" is not a known zone: read in ${zones.fallback}`;
  }
  return { value: new Date(ms).toISOString(), isAllDay: false, zone: named, wall, ms, note };
}

/** DTEND, or DTSTART + DURATION, or RFC 5545's default: one day, or our default length. */
export function readEnd(vevent: Component, start: ReadTime, zone: Zones): ReadTime | null {
  const endProp = vevent.getFirstProperty('dtend');
  if (endProp) return readTime(endProp, zone, 'end is not a valid date');
  let duration: InstanceType<typeof ICAL.Duration> | null;
  try {
    duration = vevent.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
  } catch {
    throw new Unreadable('duration is not valid');
  }
  const ms = start.ms + (duration ? duration.toSeconds() * 1000 : start.isAllDay ? DAY : DEFAULT_EVENT_DURATION_MINUTES * 60_000);
  const iso = new Date(ms).toISOString();
  return { ...start, value: start.isAllDay ? iso.slice(0, 10) : iso, ms };
}

/** An all-day event needs an end after its start (exclusive end date); a timed one may be empty. */
export function sameOrLater(start: ReadTime, end: ReadTime): string {
  if (!start.isAllDay || end.value > start.value) return end.value;
  return new Date(start.ms + DAY).toISOString().slice(0, 10);
}
