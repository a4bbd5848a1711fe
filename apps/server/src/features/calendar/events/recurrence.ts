import rrulePkg, { type Options } from 'rrule';
import type { Recurrence } from '@skilllink/contracts/calendar';
import { WEEKDAYS, type Weekday } from '@skilllink/contracts/calendar-constants';
import { canonicalInstant, dateToMs, DAY_MS, fromWallClock, msToDate, toWallClock } from '../wall-clock.js';

// rrule ships CommonJS: in Node ESM only its default export (module.exports) is reliable.
const { RRule } = rrulePkg;

/** What expansion needs of a series master (or of a single event, which has no rule). */
export interface SeriesTimes {
  startAt: string;
  endAt: string;
  isAllDay: boolean;
  timeZone: string;
  rrule: string | null;
  /** Cancelled original starts, in the same form as startAt. */
  exdates: readonly string[];
}

/** One occurrence: the start the rule gave it (the key of exceptions), and its start and end. */
export interface OccurrenceTimes {
  originalStart: string;
  start: string;
  end: string;
}

const FREQ: Record<Recurrence['frequency'], string> = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' };
const compactDate = (date: string) => date.replaceAll('-', '');
const compactInstant = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Recurrence → RFC 5545 RRULE text (without DTSTART). UNTIL is inclusive of its whole local
 * day: a date for all-day series, the UTC instant of 23:59:59 local for timed ones (RFC 5545
 * requires UTC when DTSTART carries a TZID, and the ICS export does).
 */
export function recurrenceToRrule(r: Recurrence, ctx: { isAllDay: boolean; timeZone: string }): string {
  const parts = [`FREQ=${FREQ[r.frequency]}`, `INTERVAL=${r.interval}`];
  if (r.frequency === 'weekly' && r.byWeekday.length > 0) {
    parts.push(`BYDAY=${[...r.byWeekday].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)).join(',')}`);
  }
  if (r.count !== null) parts.push(`COUNT=${r.count}`);
  if (r.until !== null) {
    parts.push(
      `UNTIL=${ctx.isAllDay ? compactDate(r.until) : compactInstant(fromWallClock(dateToMs(r.until) + DAY_MS - 1000, ctx.timeZone))}`,
    );
  }
  return parts.join(';');
}

function ruleParts(text: string): Map<string, string> {
  return new Map(
    text
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=') as [string, string])
      .map(([k, v]) => [k.toUpperCase(), v ?? '']),
  );
}

/** UNTIL as floating milliseconds in the series' zone (date, floating or UTC forms). */
function untilFloating(raw: string, isAllDay: boolean, zone: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/i.exec(raw);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s, z] = m;
  const dayMs = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  if (h === undefined) return isAllDay ? dayMs : dayMs + DAY_MS - 1000;
  const fields = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return z ? toWallClock(fields, zone) : fields;
}

/**
 * RRULE text → the contract's Recurrence; null when the rule uses what the form cannot show.
 * With `startAt`, a timed UNTIL earlier in its day than the series' start (a series split just
 * before an occurrence) names the day before as the last one.
 */
export function rruleToRecurrence(text: string, ctx: { isAllDay: boolean; timeZone: string; startAt?: string }): Recurrence | null {
  const parts = ruleParts(text);
  const frequency = Object.entries(FREQ).find(([, f]) => f === parts.get('FREQ'))?.[0] as Recurrence['frequency'] | undefined;
  if (!frequency) return null;
  const byWeekday =
    frequency === 'weekly' && parts.get('BYDAY')
      ? (parts
          .get('BYDAY')!
          .split(',')
          .map((d) => d.replace(/^[+-]?\d+/, ''))
          .filter((d) => (WEEKDAYS as readonly string[]).includes(d)) as Weekday[])
      : [];
  const until = parts.get('UNTIL');
  let untilMs = until ? untilFloating(until, ctx.isAllDay, ctx.timeZone) : Number.NaN;
  if (ctx.startAt && !ctx.isAllDay) {
    const startOfDay = (ms: number) => ((ms % DAY_MS) + DAY_MS) % DAY_MS;
    if (startOfDay(untilMs) < startOfDay(floatingStart({ ...ctx, startAt: ctx.startAt }))) untilMs -= DAY_MS;
  }
  return {
    frequency,
    interval: Math.max(1, Number(parts.get('INTERVAL') ?? 1) || 1),
    byWeekday,
    count: parts.has('COUNT') ? Number(parts.get('COUNT')) : null,
    until: Number.isFinite(untilMs) ? msToDate(untilMs) : null,
  };
}

/** The series' start as floating milliseconds: its local wall clock, or its date. */
export function floatingStart(s: Pick<SeriesTimes, 'startAt' | 'isAllDay' | 'timeZone'>): number {
  return s.isAllDay ? dateToMs(s.startAt) : toWallClock(Date.parse(s.startAt), s.timeZone);
}

/** How long each occurrence lasts, in milliseconds (all-day: whole days of floating time). */
export function durationMs(s: Pick<SeriesTimes, 'startAt' | 'endAt' | 'isAllDay'>): number {
  return s.isAllDay ? dateToMs(s.endAt) - dateToMs(s.startAt) : Date.parse(s.endAt) - Date.parse(s.startAt);
}

const ruleCache = new Map<string, InstanceType<typeof RRule>>();

/** The rrule object on floating times; parsed rules are kept (the same series expands often). */
function ruleOf(s: SeriesTimes & { rrule: string }): InstanceType<typeof RRule> {
  const key = `${s.rrule}|${s.startAt}|${s.timeZone}|${s.isAllDay}`;
  let rule = ruleCache.get(key);
  if (!rule) {
    const parsed: Partial<Options> = RRule.parseString(s.rrule.replace(/^RRULE:/i, ''));
    const until = ruleParts(s.rrule).get('UNTIL');
    rule = new RRule({
      ...parsed,
      tzid: null,
      dtstart: new Date(floatingStart(s)),
      until: until ? new Date(untilFloating(until, s.isAllDay, s.timeZone)) : null,
    });
    if (ruleCache.size > 5_000) ruleCache.clear();
    ruleCache.set(key, rule);
  }
  return rule;
}

/** Floating start → the stored form of an occurrence start (date, or canonical UTC instant). */
export function startFromFloating(s: Pick<SeriesTimes, 'isAllDay' | 'timeZone'>, floating: number): string {
  return s.isAllDay ? msToDate(floating) : new Date(fromWallClock(floating, s.timeZone)).toISOString();
}

/** Stored start → floating milliseconds in the series' zone. */
export function floatingOf(s: Pick<SeriesTimes, 'isAllDay' | 'timeZone'>, start: string): number {
  return s.isAllDay ? dateToMs(start) : toWallClock(Date.parse(start), s.timeZone);
}

/**
 * The occurrences of a series (or the one of a single event) whose floating start lies in
 * [fromFloating, toFloating], cancelled ones left out, in order.
 */
export function occurrencesStartingBetween(s: SeriesTimes, fromFloating: number, toFloating: number): OccurrenceTimes[] {
  const length = durationMs(s);
  const build = (floating: number): OccurrenceTimes => {
    const originalStart = startFromFloating(s, floating);
    const end = s.isAllDay ? msToDate(floating + length) : new Date(Date.parse(originalStart) + length).toISOString();
    return { originalStart, start: originalStart, end };
  };
  if (!s.rrule) {
    const f = floatingStart(s);
    return f >= fromFloating && f <= toFloating ? [build(f)] : [];
  }
  const cancelled = new Set(s.exdates);
  return ruleOf({ ...s, rrule: s.rrule })
    .between(new Date(fromFloating), new Date(toFloating), true)
    .map((d) => build(d.getTime()))
    .filter((o) => !cancelled.has(o.originalStart));
}

/** Zone offsets never exceed ±14 h: floating and real times differ by less than this. */
const ZONE_SLACK_MS = 15 * 3_600_000;

/**
 * The occurrences overlapping the instants [from, to). All-day occurrences are dates that
 * belong to no zone: those within a zone's reach of the range are kept, and the browser places
 * them on their dates.
 */
export function expandOccurrences(s: SeriesTimes, from: Date, to: Date): OccurrenceTimes[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const length = durationMs(s);
  const candidates = occurrencesStartingBetween(s, fromMs - length - ZONE_SLACK_MS, toMs + ZONE_SLACK_MS);
  return candidates.filter((o) => {
    if (s.isAllDay) return dateToMs(o.start) < toMs + ZONE_SLACK_MS && dateToMs(o.end) > fromMs - ZONE_SLACK_MS;
    return Date.parse(o.start) < toMs && Date.parse(o.end) > fromMs;
  });
}

/** Whether `start` (stored form) is an occurrence the rule generates (cancelled ones included). */
export function isOccurrenceOf(s: SeriesTimes, start: string): boolean {
  const normalized = s.isAllDay ? start : canonicalInstant(start);
  const floating = floatingOf(s, normalized);
  return occurrencesStartingBetween({ ...s, exdates: [] }, floating - 1000, floating + 1000).some((o) => o.originalStart === normalized);
}
