import ICAL from 'ical.js';
import {
  CALENDAR_IDS,
  DEFAULT_CALENDAR_ID,
  DEFAULT_EVENT_CATEGORY,
  EVENT_ATTENDEES_MAX,
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_REMINDERS_MAX,
  EVENT_TITLE_MAX,
  REMINDER_MINUTES,
  type CalendarId,
  type EventCategory,
  type Recurrence,
} from '@skilllink/contracts/calendar';
import { readRule } from './ics-read-rule.js';
import { readEnd, readTime, readTimes, sameOrLater, Unreadable } from './ics-read-time.js';
import { isIanaZone } from './ics-zone.js';

type Component = InstanceType<typeof ICAL.Component>;

/** One VEVENT read into the shape of our event form. */
export interface ParsedEvent {
  uid: string | null;
  title: string;
  description: string | null;
  location: string | null;
  /** ISO instant in UTC (timed) or date (all-day, end exclusive). */
  start: string;
  end: string;
  isAllDay: boolean;
  timeZone: string;
  category: EventCategory;
  calendarId: CalendarId;
  attendees: string[];
  reminders: number[];
  recurrence: Recurrence | null;
  /** Cancelled occurrences of a series, as original starts. */
  exdates: string[];
  /** Exceptions: the original start of the occurrence this VEVENT replaces. */
  recurrenceId: string | null;
  cancelled: boolean;
}

export interface Skipped {
  title: string;
  reason: string;
}

/** A series (or single event) and the exceptions that share its UID. */
export interface ParsedGroup {
  uid: string | null;
  master: ParsedEvent | null;
  exceptions: ParsedEvent[];
}

/** Thrown for text that is not iCalendar at all; the route answers 400. */
export class IcsSyntaxError extends Error {}

/**
 * Reads an .ics file with ical.js into groups by UID. Times keep their meaning: UTC stays UTC,
 * a TZID that names an IANA zone is resolved by our zone database (and becomes the event's
 * zone), any other TZID by the file's VTIMEZONE, and floating times are read in the member's
 * zone. What our calendar cannot hold is listed in `skipped` with the reason.
 */
export function readCalendar(text: string, memberZone: string): { groups: ParsedGroup[]; skipped: Skipped[] } {
  const { root, skipped } = parseCalendar(text);
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  if (calendars.length === 0) throw new IcsSyntaxError('Not a valid iCalendar file: no VCALENDAR');
  const groups = new Map<string, ParsedGroup>();
  let anonymous = 0;
  for (const cal of calendars) {
    const calZone = String(cal.getFirstPropertyValue('x-wr-timezone') ?? '');
    const zone = isIanaZone(calZone) ? calZone : memberZone;
    for (const vevent of cal.getAllSubcomponents('vevent')) {
      const read = readEvent(vevent, zone);
      if ('reason' in read) {
        skipped.push(read);
        continue;
      }
      const key = read.uid ?? `#${(anonymous += 1)}`;
      const group = groups.get(key) ?? { uid: read.uid, master: null, exceptions: [] };
      if (read.recurrenceId) group.exceptions.push(read);
      else if (group.master) skipped.push({ title: read.title, reason: 'the same UID appears twice in the file' });
      else group.master = read;
      groups.set(key, group);
    }
  }
  return { groups: [...groups.values()], skipped };
}

/**
 * The file as one ical.js component. ical.js refuses a whole file for one value it cannot
 * read at parse time (an RRULE with an unknown FREQ, a line that is not a property), so when
 * the whole file fails, each VEVENT is parsed on its own: the ones that fail are skipped with
 * the reason, the rest are put back into their calendar. Only a file whose calendar itself
 * cannot be read is not iCalendar.
 */
function parseCalendar(text: string): { root: Component; skipped: Skipped[] } {
  let whole: Error;
  try {
    return { root: rootOf(ICAL.parse(text) as unknown[]), skipped: [] };
  } catch (err) {
    whole = err as Error;
  }
  const refused = () => new IcsSyntaxError(`Not a valid iCalendar file: ${whole.message}`);
  const rest: string[] = [];
  const blocks: Array<{ lines: string[]; calendar: number }> = [];
  let current: string[] | null = null;
  let calendar = -1;
  for (const line of unfold(text)) {
    const upper = line.trim().toUpperCase();
    if (current) {
      current.push(line);
      if (upper === 'END:VEVENT') {
        blocks.push({ lines: current, calendar });
        current = null;
      }
    } else if (upper === 'BEGIN:VEVENT') current = [line];
    else {
      if (upper === 'BEGIN:VCALENDAR') calendar += 1;
      rest.push(line);
    }
  }
  if (current || blocks.length === 0) throw refused();
  let skeleton: unknown[];
  try {
    skeleton = ICAL.parse(rest.join('\r\n')) as unknown[];
  } catch {
    throw refused();
  }
  // One calendar parses to its jCal, several to a list of them.
  const calendars = (typeof skeleton[0] === 'string' ? [skeleton] : skeleton) as unknown[][];
  const skipped: Skipped[] = [];
  for (const block of blocks) {
    const target = calendars[block.calendar];
    if (!target || target[0] !== 'vcalendar') throw refused();
    try {
      (target[2] as unknown[]).push(ICAL.parse(block.lines.join('\r\n')));
    } catch (err) {
      skipped.push(unparsable(block.lines, err as Error));
    }
  }
  return { root: rootOf(skeleton), skipped };
}

/** One component's jCal, or (a file of several calendars) a list of them under one root. */
const rootOf = (jCal: unknown[]) => new ICAL.Component(typeof jCal[0] === 'string' ? jCal : ['x-root', [], jCal]);

/** RFC 5545 unfolding: a line that starts with a space or a tab continues the one before. */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim() !== '') lines.push(line);
  }
  return lines;
}

/** The skipped line for a VEVENT ical.js cannot parse: its title, and the property at fault. */
function unparsable(lines: string[], err: Error): Skipped {
  let title = '(No title)';
  let reason: string | null = null;
  for (const line of lines.slice(1, -1)) {
    let prop: unknown[] | undefined;
    try {
      prop = ICAL.parse.property(line) as unknown[] | undefined;
    } catch {
      const name = /^([A-Za-z0-9-]+)[;:]/.exec(line)?.[1]?.toUpperCase() ?? '';
      const value = line.slice(line.indexOf(':') + 1).trim();
      reason ??= ['RRULE', 'EXRULE'].includes(name)
        ? `repeat rule is not valid (${value})`
        : name === 'DTSTART'
          ? START_INVALID
          : `${name ? `${name} is` : 'a line is'} not valid`;
      continue;
    }
    if (prop?.[0] === 'summary' && typeof prop[3] === 'string' && prop[3].trim() !== '') title = prop[3].trim().slice(0, EVENT_TITLE_MAX);
  }
  return { title, reason: reason ?? `could not be read (${err.message})` };
}

const START_INVALID = 'start is not a valid date';

/** A text property, trimmed and cut to `max`; null when empty. */
function textOf(vevent: Component, name: string, max: number): string | null {
  const value = vevent.getFirstPropertyValue(name);
  const trimmed = typeof value === 'string' ? value.trim().slice(0, max) : '';
  return trimmed === '' ? null : trimmed;
}

function readEvent(vevent: Component, zone: string): ParsedEvent | Skipped {
  const title = textOf(vevent, 'summary', EVENT_TITLE_MAX) ?? '(No title)';
  try {
    return readEventFields(vevent, zone, title);
  } catch (err) {
    // One broken VEVENT is skipped with the reason; it never fails the others.
    return { title, reason: err instanceof Unreadable ? err.message : `could not be read (${(err as Error).message})` };
  }
}

function readEventFields(vevent: Component, zone: string, title: string): ParsedEvent | Skipped {
  const text = (name: string, max: number) => textOf(vevent, name, max);
  const startProp = vevent.getFirstProperty('dtstart');
  if (!startProp) return { title, reason: 'no start' };
  const start = readTime(startProp, zone, START_INVALID);
  if (!start) return { title, reason: 'no start' };
  const timeZone = start.zone ?? zone;
  const end = readEnd(vevent, start, zone) ?? start;
  if (end.value < start.value || end.isAllDay !== start.isAllDay) return { title, reason: 'ends before it starts' };

  let recurrence: Recurrence | null = null;
  const rules = vevent.getAllProperties('rrule');
  if (rules.length > 1 || vevent.hasProperty('exrule')) return { title, reason: 'unsupported repeat rule (several rules)' };
  if (vevent.hasProperty('rdate')) return { title, reason: 'unsupported repeat rule (extra dates)' };
  if (rules[0]) {
    const reading = readRule(rules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>, { wall: start.wall, zone: timeZone });
    if ('unsupported' in reading) return { title, reason: reading.unsupported };
    recurrence = reading.recurrence;
  }
  const recurrenceIdProp = vevent.getFirstProperty('recurrence-id');
  const category = String(vevent.getFirstPropertyValue('categories') ?? '').toLowerCase();
  const calendarId = String(vevent.getFirstPropertyValue('x-skilllink-calendar') ?? '');
  return {
    uid: text('uid', 255),
    title,
    description: text('description', EVENT_DESCRIPTION_MAX),
    location: text('location', EVENT_LOCATION_MAX),
    start: start.value,
    end: sameOrLater(start, end),
    isAllDay: start.isAllDay,
    timeZone,
    category: (EVENT_CATEGORIES as readonly string[]).includes(category) ? (category as EventCategory) : DEFAULT_EVENT_CATEGORY,
    calendarId: (CALENDAR_IDS as readonly string[]).includes(calendarId) ? (calendarId as CalendarId) : DEFAULT_CALENDAR_ID,
    attendees: readAttendees(vevent),
    reminders: readReminders(vevent),
    recurrence,
    exdates: vevent
      .getAllProperties('exdate')
      .flatMap((p) => readTimes(p, zone, 'a cancelled date is not a valid date').map((t) => t.value)),
    recurrenceId: recurrenceIdProp
      ? (readTime(recurrenceIdProp, zone, 'the date of the changed occurrence is not valid')?.value ?? null)
      : null,
    cancelled: String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
  };
}

function readAttendees(vevent: Component): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const p of vevent.getAllProperties('attendee')) {
    const email = String(p.getFirstValue() ?? '')
      .replace(/^mailto:/i, '')
      .trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254 || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    list.push(email);
  }
  return list.slice(0, EVENT_ATTENDEES_MAX);
}

/** Alarms before the start whose lead time is one of our reminder choices; others are dropped. */
function readReminders(vevent: Component): number[] {
  const minutes = new Set<number>();
  for (const alarm of vevent.getAllSubcomponents('valarm')) {
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue();
    if (!value || !(value instanceof ICAL.Duration) || String(trigger!.getParameter('related') ?? '').toUpperCase() === 'END') continue;
    const m = -value.toSeconds() / 60;
    if ((REMINDER_MINUTES as readonly number[]).includes(m)) minutes.add(m);
  }
  return [...minutes].slice(0, EVENT_REMINDERS_MAX);
}
