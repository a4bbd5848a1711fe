import type ICAL from 'ical.js';
import { RECURRENCE_COUNT_MAX, RECURRENCE_INTERVAL_MAX, WEEKDAYS, type Recurrence, type Weekday } from '@skilllink/contracts/calendar';
import { dateOfWall, wallAt, wallToInstant, type Wall } from './ics-zone.js';

type Recur = InstanceType<typeof ICAL.Recur>;
type Time = InstanceType<typeof ICAL.Time>;

/** Why a rule cannot be imported, or the Recurrence it means. */
export type RuleReading = { recurrence: Recurrence } | { unsupported: string };

const FREQUENCIES = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly', YEARLY: 'yearly' } as const;
const ALL_WEEKDAYS = [...WEEKDAYS].sort().join(',');

const unsupported = (why: string): RuleReading => ({ unsupported: `unsupported repeat rule (${why})` });

/**
 * An RRULE as our Recurrence, which covers what the event form offers: daily, weekly on chosen
 * weekdays, monthly on the start's day, yearly on the start's date, with an interval and a
 * count or an end date. A rule that says more ("the second Tuesday", "every hour") would be
 * changed by importing it, so it is reported as skipped instead of imported differently.
 */
export function readRule(recur: Recur, start: { wall: Wall; zone: string }): RuleReading {
  const freq = FREQUENCIES[recur.freq as keyof typeof FREQUENCIES];
  if (!freq) return unsupported(String(recur.freq).toLowerCase());
  const interval = recur.interval ?? 1;
  if (interval > RECURRENCE_INTERVAL_MAX) return unsupported(`every ${interval}`);
  if (recur.count && recur.count > RECURRENCE_COUNT_MAX) return unsupported(`${recur.count} times`);
  const parts = Object.fromEntries(Object.entries(recur.parts ?? {}).filter(([, v]) => Array.isArray(v) && v.length > 0));
  const byDay = (parts.BYDAY ?? []) as string[];
  const { BYDAY: _day, BYMONTHDAY: monthDays, BYMONTH: months, ...rest } = parts as Record<string, number[] | undefined>;
  const extra = Object.keys(rest);
  if (extra.length > 0) return unsupported(extra.join(', ').toLowerCase());
  if (byDay.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) return unsupported('weekday of the month');

  let frequency: Recurrence['frequency'] = freq;
  let byWeekday: Weekday[] = [];
  if (byDay.length > 0) {
    // "Every weekday" arrives as DAILY;BYDAY=MO,…,FR: the same days as WEEKLY when the interval is 1.
    const allDays = [...byDay].sort().join(',') === ALL_WEEKDAYS;
    if (freq === 'daily' && (interval === 1 || allDays)) frequency = allDays ? 'daily' : 'weekly';
    else if (freq !== 'weekly') return unsupported('days of the week');
    byWeekday = allDays && frequency === 'daily' ? [] : (byDay as Weekday[]);
  }
  const onStartDay = (list: number[] | undefined, value: number) => !list || (list.length === 1 && list[0] === value);
  if (monthDays && !(['monthly', 'yearly'].includes(frequency) && onStartDay(monthDays, start.wall.day)))
    return unsupported('days of the month');
  if (months && !(frequency === 'yearly' && onStartDay(months, start.wall.month))) return unsupported('months');

  const until = recur.until ? untilDate(recur.until, start) : null;
  const recurrence: Recurrence = { frequency, interval, byWeekday, count: recur.count ?? null, until };
  if (recurrence.count !== null && recurrence.until !== null) recurrence.until = null;
  return { recurrence };
}

/**
 * UNTIL as the inclusive date in the event's zone that our Recurrence keeps. An UNTIL earlier in
 * the day than the start's time ("this and following" ends a series just before an
 * occurrence) leaves that day's occurrence out, so the date is the day before.
 */
function untilDate(t: Time, start: { wall: Wall; zone: string }): string {
  const given = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  if (t.isDate) return dateOfWall(given);
  const utc = t.zone?.tzid === 'UTC';
  const ms = utc
    ? Date.UTC(given.year, given.month - 1, given.day, given.hour, given.minute, given.second)
    : wallToInstant(start.zone, given);
  const local = wallAt(start.zone, ms);
  const secondsOf = (w: Wall) => w.hour * 3600 + w.minute * 60 + w.second;
  if (secondsOf(local) >= secondsOf(start.wall)) return dateOfWall(local);
  const before = new Date(Date.UTC(local.year, local.month - 1, local.day - 1));
  return before.toISOString().slice(0, 10);
}
