import ICAL from 'ical.js';
import { fieldsOf, offsetAt } from './ics-zone.js';

/**
 * VTIMEZONE components (RFC 5545 §3.6.5) from Node's zone database: the one part of writing a
 * calendar that no library does for us. Every TZID we write needs one: Google and Apple read
 * the IANA name, but Outlook and ical.js only know what the file defines. A zone whose changes follow yearly rules ("last Sunday of March at 01:00") is
 * written as those rules, so a series that repeats forever keeps its local hour; an irregular
 * zone gets its transitions listed for the years around the events.
 */

const DAY = 86_400_000;
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Years a found rule must hold for before we trust it. */
const RULE_CHECK_YEARS = 4;
/** Years listed for a zone without a yearly rule. */
const LISTED_YEARS = 15;

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Every offset change of `zone` in a UTC calendar year, to the minute. */
function transitionsIn(zone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let off = offsetAt(zone, t);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOff = offsetAt(zone, next);
    if (nextOff !== off) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(zone, mid) === off) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: off, to: nextOff });
    }
    t = next;
    off = nextOff;
  }
  return found;
}

/** Local time of a transition as the clock showed it just before (RFC 5545's DTSTART). */
const localBefore = (tr: Transition) => new Date(tr.at + tr.from * 60_000);

function dayByRule(year: number, month: number, nth: number, weekday: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  return lastDate.getUTCDate() - ((lastDate.getUTCDay() - weekday + 7) % 7);
}

interface Rule {
  tr: Transition;
  month: number;
  nth: number;
  weekday: number;
}

function holds(zone: string, rules: Rule[], fromYear: number): boolean {
  for (let y = fromYear + 1; y <= fromYear + RULE_CHECK_YEARS; y += 1) {
    const trs = transitionsIn(zone, y);
    if (trs.length !== rules.length) return false;
    for (const [i, r] of rules.entries()) {
      const tr = trs[i]!;
      const local = localBefore(tr);
      const same =
        tr.from === r.tr.from &&
        tr.to === r.tr.to &&
        local.getUTCMonth() + 1 === r.month &&
        local.getUTCDate() === dayByRule(y, r.month, r.nth, r.weekday) &&
        local.getUTCHours() === localBefore(r.tr).getUTCHours() &&
        local.getUTCMinutes() === localBefore(r.tr).getUTCMinutes();
      if (!same) return false;
    }
  }
  return true;
}

/** The yearly rules behind a year's transitions, or null when later years do not follow them. */
function yearlyRules(zone: string, year: number, trs: Transition[]): Rule[] | null {
  const candidates = trs.map((tr) => {
    const local = localBefore(tr);
    const day = local.getUTCDate();
    const base = { tr, month: local.getUTCMonth() + 1, weekday: local.getUTCDay() };
    const last = day + 7 > new Date(Date.UTC(local.getUTCFullYear(), base.month, 0)).getUTCDate();
    return [{ ...base, nth: Math.ceil(day / 7) }, ...(last ? [{ ...base, nth: -1 }] : [])];
  });
  // Each transition has one or two readings ("4th Sunday" or "last Sunday"): try each combination.
  const combos = candidates.reduce<Rule[][]>((acc, options) => acc.flatMap((rules) => options.map((o) => [...rules, o])), [[]]);
  return combos.find((rules) => holds(zone, rules, year)) ?? null;
}

type Component = InstanceType<typeof ICAL.Component>;

/** One STANDARD or DAYLIGHT observance; its DTSTART is the local time just before the change. */
function observance(tr: Transition, rrule?: string): Component {
  const part = new ICAL.Component(tr.to > tr.from ? 'daylight' : 'standard');
  part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(tr.from * 60));
  part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(tr.to * 60));
  const local = localBefore(tr);
  part.addPropertyWithValue('dtstart', ICAL.Time.fromData({ ...fieldsOf(local.getTime()), isDate: false }));
  if (rrule) part.addPropertyWithValue('rrule', ICAL.Recur.fromString(rrule));
  return part;
}

/** Built zones as jCal, which any number of calendars can hold (a Component has one parent). */
const cache = new Map<string, unknown[]>();

/** The VTIMEZONE for `zone`, valid for events from `fromYear` on. */
export function vtimezone(zone: string, fromYear: number): Component {
  const key = `${zone}|${fromYear}`;
  const hit = cache.get(key);
  if (hit) return new ICAL.Component(hit);
  const trs = transitionsIn(zone, fromYear);
  const steady = offsetAt(zone, Date.UTC(fromYear, 0, 1));
  let body: Component[];
  const rules = trs.length > 0 ? yearlyRules(zone, fromYear, trs) : null;
  if (rules) {
    body = rules.map((r) => observance(r.tr, `FREQ=YEARLY;BYMONTH=${r.month};BYDAY=${r.nth}${WEEKDAY_CODES[r.weekday]}`));
  } else {
    // The offset in force at the start of the window, then every listed change after it.
    const start: Transition = { at: Date.UTC(1970, 0, 1) - steady * 60_000, from: steady, to: steady };
    const listed = Array.from({ length: LISTED_YEARS }, (_, i) => transitionsIn(zone, fromYear + i)).flat();
    body = [start, ...listed].map((tr) => observance(tr));
  }
  const component = new ICAL.Component('vtimezone');
  component.addPropertyWithValue('tzid', zone);
  for (const part of body) component.addSubcomponent(part);
  if (cache.size > 500) cache.clear();
  cache.set(key, component.jCal);
  return component;
}
