/**
 * Wall-clock arithmetic in IANA zones with Intl only (no date library on the server). A
 * "floating" time is a wall-clock reading stored as UTC milliseconds (its UTC fields are the
 * local fields): rrule expands series on floating times so a weekly 09:00 stays 09:00 locally
 * across daylight-saving changes, and we turn each result into a real instant afterwards.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock reading in `zone` at the instant `ms`, as floating milliseconds. */
export function toWallClock(ms: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(ms))) fields[part.type] = Number(part.value);
  const wall = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
  return wall + (((ms % 1000) + 1000) % 1000);
}

/**
 * The instant whose wall-clock reading in `zone` is `wall`. A reading skipped by a
 * spring-forward change resolves to the moment just after the gap; an ambiguous one to one of
 * its two instants, as calendar apps do.
 */
export function fromWallClock(wall: number, zone: string): number {
  const firstOffset = toWallClock(wall, zone) - wall;
  const guess = wall - firstOffset;
  const offset = toWallClock(guess, zone) - guess;
  return offset === firstOffset ? guess : wall - offset;
}

/** "2026-11-24" → floating midnight of that date. */
export function dateToMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Floating milliseconds → "2026-11-24". */
export function msToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Any ISO instant → the canonical stored form ("2026-11-24T09:00:00.000Z"). */
export function canonicalInstant(value: string): string {
  return new Date(value).toISOString();
}

export const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
