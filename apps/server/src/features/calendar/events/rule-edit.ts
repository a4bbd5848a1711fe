import { WEEKDAYS } from '@skilllink/contracts/calendar-constants';
import { floatingOf, floatingStart, occurrencesStartingBetween, type SeriesTimes } from './recurrence.js';
import { dateToMs, DAY_MS, msToDate } from '../wall-clock.js';

/** Edits of stored RRULE text that keep every part they do not touch (imported rules included). */
function parts(rrule: string): Array<[string, string]> {
  return rrule.split(';').map((p) => p.split('=') as [string, string]);
}
const join = (ps: Array<[string, string]>) => ps.map(([k, v]) => `${k}=${v}`).join(';');

export function countOf(rrule: string): number | null {
  const count = parts(rrule).find(([k]) => k === 'COUNT');
  return count ? Number(count[1]) : null;
}

/** The rule with its end replaced: a count, an UNTIL text, or no end. */
export function withEnd(rrule: string, end: { count: number } | { until: string } | null): string {
  const kept = parts(rrule).filter(([k]) => k !== 'COUNT' && k !== 'UNTIL');
  if (end && 'count' in end) kept.push(['COUNT', String(end.count)]);
  if (end && 'until' in end) kept.push(['UNTIL', end.until]);
  return join(kept);
}

/** How many occurrences the rule generates before `originalStart` (cancelled ones count, as COUNT does). */
export function countBefore(s: SeriesTimes, originalStart: string): number {
  return occurrencesStartingBetween({ ...s, exdates: [] }, floatingStart(s) - 1, floatingOf(s, originalStart) - 1).length;
}

/**
 * The rule of the part of a series before `originalStart`: COUNT becomes the number generated
 * before it; otherwise UNTIL becomes the moment just before (a date for all-day series, a UTC
 * instant for timed ones, as RFC 5545 wants with a TZID).
 */
export function ruleEndingBefore(s: SeriesTimes & { rrule: string }, originalStart: string): string {
  if (countOf(s.rrule) !== null) return withEnd(s.rrule, { count: countBefore(s, originalStart) });
  const until = s.isAllDay
    ? msToDate(dateToMs(originalStart) - DAY_MS).replaceAll('-', '')
    : new Date(Date.parse(originalStart) - 1000)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
  return withEnd(s.rrule, { until });
}

/** A weekly rule's chosen weekdays moved by `days` (an occurrence dragged to another day moves them all). */
export function shiftWeekdays(rrule: string, days: number): string {
  const shift = ((days % 7) + 7) % 7;
  if (shift === 0 || !/FREQ=WEEKLY/.test(rrule)) return rrule;
  return join(
    parts(rrule).map(([k, v]): [string, string] => {
      if (k !== 'BYDAY') return [k, v];
      const moved = v.split(',').map((d) => {
        const i = WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]);
        return i < 0 ? d : WEEKDAYS[(i + shift) % 7]!;
      });
      return [k, moved.sort((a, b) => WEEKDAYS.indexOf(a as never) - WEEKDAYS.indexOf(b as never)).join(',')];
    }),
  );
}
