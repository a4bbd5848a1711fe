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
  ICS_IMPORT_EVENTS_MAX,
  REMINDER_MINUTES,
  type CalendarId,
  type EventCategory,
  type Recurrence,
} from '@skilllink/contracts/calendar';
import { readRule } from './ics-read-rule.js';
import { readEnd, readTime, readTimes, sameOrLater, Unreadable, type Zones } from './ics-read-time.js';
import { countEvents, splitCalendar, TooManyEvents } from './ics-split.js';
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
  /** How a time zone the file named was read when we do not know it (see Zones); null when none. */
  zoneNote: string | null;
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

export { IcsSyntaxError, TooManyEvents } from './ics-split.js';

/**
 * Reads an .ics file with ical.js into groups by UID, in slices that yield to the event loop
 * (ADR 029). Times keep their meaning: UTC stays UTC, a TZID that names an IANA zone (or a
 * Windows zone we map) is resolved by our zone database and becomes the event's zone, another
 * TZID is read at its VTIMEZONE's fixed standard offset (its rules are never expanded) and is
 * listed in `notes`, and floating times are read in the member's zone. What our calendar cannot
 * hold is listed in `skipped` with the reason. A file with more VEVENTs than one import takes
 * throws TooManyEvents before anything is parsed.
 */
export async function readCalendar(
  text: string,
  memberZone: string,
  slice: () => Promise<void>,
): Promise<{ groups: ParsedGroup[]; skipped: Skipped[] }> {
  const count = countEvents(text);
  if (count > ICS_IMPORT_EVENTS_MAX) throw new TooManyEvents(count);
  const file = await splitCalendar(text, slice);
  const skipped: Skipped[] = [];
  const groups = new Map<string, ParsedGroup>();
  let anonymous = 0;
  for (const cal of file.calendars) {
    const calZone = String(new ICAL.Component(cal.jCal).getFirstPropertyValue('x-wr-timezone') ?? '');
    const zones: Zones = { fallback: isIanaZone(calZone) ? calZone : memberZone, custom: file.zones };
    for (const lines of cal.events) {
      await slice();
      let vevent: Component;
      try {
        vevent = new ICAL.Component(ICAL.parse(lines.join('\r\n')) as unknown[]);
      } catch (err) {
        // ical.js refuses a VEVENT for one value it cannot read (an RRULE with an unknown FREQ): that one is skipped.
        skipped.push(unparsable(lines, err as Error));
        continue;
      }
      const read = readEvent(vevent, zones);
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

function readEvent(vevent: Component, zone: Zones): ParsedEvent | Skipped {
  const title = textOf(vevent, 'summary', EVENT_TITLE_MAX) ?? '(No title)';
  try {
    return readEventFields(vevent, zone, title);
  } catch (err) {
    // One broken VEVENT is skipped with the reason; it never fails the others.
    return { title, reason: err instanceof Unreadable ? err.message : `could not be read (${(err as Error).message})` };
  }
}

function readEventFields(vevent: Component, zone: Zones, title: string): ParsedEvent | Skipped {
  const text = (name: string, max: number) => textOf(vevent, name, max);
  const startProp = vevent.getFirstProperty('dtstart');
  if (!startProp) return { title, reason: 'no start' };
  const start = readTime(startProp, zone, START_INVALID);
  if (!start) return { title, reason: 'no start' };
  const timeZone = start.zone ?? zone.fallback;
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
    zoneNote: start.note ?? end.note,
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
