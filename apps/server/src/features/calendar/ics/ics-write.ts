import ICAL from 'ical.js';
import { vtimezone } from './ics-vtimezone.js';
import { dateOfWall, fieldsOf, wallAt, wallOf, wallToInstant, type Wall } from './ics-zone.js';

/**
 * The calendar's events as one VCALENDAR that Google, Apple, Outlook and ical.js read, written
 * with ical.js's components and properties: it escapes text, quotes parameters, folds lines
 * and writes rules, times and durations. What is ours is which properties an event carries,
 * the UNTIL form RFC 5545 asks for, and the VTIMEZONEs (ics-vtimezone.ts).
 */

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;

// ical.js counts the leading space of a continuation line outside its fold length, which makes
// those lines 76 octets; RFC 5545 allows 75 with it.
ICAL.foldLength = 74;
// Properties ical.js does not know are written raw; these hold text, so they are escaped as such.
for (const name of ['x-wr-calname', 'x-skilllink-calendar']) {
  (ICAL.design.icalendar.property as Record<string, { defaultType: string }>)[name] = { defaultType: 'text' };
}

/** One stored row as the writer needs it: a single event, a series master or an override. */
export interface IcsEvent {
  /** The UID; an override shares its master's. */
  uid: string;
  title: string;
  description: string | null;
  location: string | null;
  /** ISO instants (timed) or dates (all-day, end exclusive). */
  start: string;
  end: string;
  isAllDay: boolean;
  timeZone: string;
  category: string;
  calendarId: string;
  attendees: string[];
  reminders: number[];
  /** Masters: the rule without DTSTART. */
  rrule: string | null;
  /** Masters: cancelled original starts. */
  exdates: string[];
  /** Overrides: the original start of the occurrence this row replaces, in the master's form. */
  recurrenceId: { start: string; isAllDay: boolean; timeZone: string } | null;
  createdAt: string;
  updatedAt: string;
}

export const PRODID = '-//SkillLink//Calendar 1.0//EN';

/** Zones written as UTC ("…Z") rather than with a TZID and a VTIMEZONE. */
const isUtcZone = (zone: string) => ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Zulu'].includes(zone);

const utcTime = (ms: number): Time => ICAL.Time.fromJSDate(new Date(ms), true);
const wallTime = (w: Wall): Time => ICAL.Time.fromData({ ...w, isDate: false });
const dateTime = (date: string): Time => ICAL.Time.fromDateString(date.slice(0, 10));

/**
 * A DATE-TIME or DATE property: a date for all-day values, the wall time with a TZID in a zone,
 * a UTC time otherwise. Several values (EXDATE) share the one form.
 */
function timeProperty(name: string, values: string[], when: { isAllDay: boolean; zone: string }): Property {
  const property = new ICAL.Property(name);
  let times: Time[];
  if (when.isAllDay) times = values.map(dateTime);
  else if (isUtcZone(when.zone)) times = values.map((v) => utcTime(Date.parse(v)));
  else {
    property.setParameter('tzid', when.zone);
    times = values.map((v) => wallTime(wallOf(when.zone, v)));
  }
  if (property.isMultiValue) property.setValues(times);
  else property.setValue(times[0]!);
  return property;
}

/**
 * The stored rule with an UNTIL of the same kind as DTSTART (RFC 5545 §3.3.10): a date for
 * all-day series; for timed ones a UTC instant, the end of that date in the event's zone when
 * the stored rule gives a date.
 */
export function ruleForExport(rrule: string, ev: Pick<IcsEvent, 'isAllDay' | 'timeZone'>): InstanceType<typeof ICAL.Recur> {
  const rule = ICAL.Recur.fromString(rrule.replace(/^RRULE:/i, ''));
  const until = rule.until;
  if (!until) return rule;
  const fields = fieldsOf(Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second));
  const isUtc = until.zone?.tzid === 'UTC';
  if (ev.isAllDay) {
    if (until.isDate) return rule;
    // A time on an all-day series: the date it falls on in the event's zone.
    const ms = isUtc ? until.toJSDate().getTime() : wallToInstant(ev.timeZone, fields);
    rule.until = dateTime(dateOfWall(wallAt(ev.timeZone, ms)));
  } else if (!isUtc) {
    const local = until.isDate ? { ...fields, hour: 23, minute: 59, second: 59 } : fields;
    rule.until = utcTime(wallToInstant(ev.timeZone, local));
  }
  return rule;
}

/** An alarm `minutes` before the start, showing the event's title. */
function alarm(title: string, minutes: number): Component {
  const valarm = new ICAL.Component('valarm');
  valarm.addPropertyWithValue('action', 'DISPLAY');
  valarm.addPropertyWithValue('description', title);
  valarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-minutes * 60));
  return valarm;
}

function vevent(ev: IcsEvent, stamp: Time): Component {
  const when = { isAllDay: ev.isAllDay, zone: ev.timeZone };
  const out = new ICAL.Component('vevent');
  out.addPropertyWithValue('uid', ev.uid);
  out.addPropertyWithValue('dtstamp', stamp);
  out.addPropertyWithValue('created', utcTime(Date.parse(ev.createdAt)));
  out.addPropertyWithValue('last-modified', utcTime(Date.parse(ev.updatedAt)));
  out.addProperty(timeProperty('dtstart', [ev.start], when));
  out.addProperty(timeProperty('dtend', [ev.end], when));
  const r = ev.recurrenceId;
  if (r) out.addProperty(timeProperty('recurrence-id', [r.start], { isAllDay: r.isAllDay, zone: r.timeZone }));
  if (ev.rrule) {
    out.addPropertyWithValue('rrule', ruleForExport(ev.rrule, ev));
    if (ev.exdates.length > 0) out.addProperty(timeProperty('exdate', ev.exdates, when));
  }
  out.addPropertyWithValue('summary', ev.title);
  if (ev.description) out.addPropertyWithValue('description', ev.description);
  if (ev.location) out.addPropertyWithValue('location', ev.location);
  out.addPropertyWithValue('categories', ev.category.toUpperCase());
  out.addPropertyWithValue('x-skilllink-calendar', ev.calendarId);
  if (ev.isAllDay) out.addPropertyWithValue('transp', 'TRANSPARENT');
  for (const email of ev.attendees) out.addPropertyWithValue('attendee', `mailto:${email}`).setParameter('rsvp', 'FALSE');
  for (const minutes of ev.reminders) out.addSubcomponent(alarm(ev.title, minutes));
  return out;
}

/** Every zone a TZID names, with the first year it is needed for. */
function zonesOf(events: IcsEvent[]): Map<string, number> {
  const zones = new Map<string, number>();
  const need = (zone: string, iso: string) => {
    if (isUtcZone(zone)) return;
    const year = new Date(iso).getUTCFullYear() - 1;
    zones.set(zone, Math.min(zones.get(zone) ?? year, year));
  };
  for (const ev of events) {
    if (!ev.isAllDay) need(ev.timeZone, ev.start);
    if (ev.recurrenceId && !ev.recurrenceId.isAllDay) need(ev.recurrenceId.timeZone, ev.recurrenceId.start);
  }
  return zones;
}

/** A whole VCALENDAR: masters first so each override follows its series. */
export function writeCalendar(p: { name: string; events: IcsEvent[]; now: Date }): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODID);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', p.name);
  for (const [zone, fromYear] of zonesOf(p.events)) calendar.addSubcomponent(vtimezone(zone, fromYear));
  const stamp = utcTime(p.now.getTime());
  for (const ev of p.events) calendar.addSubcomponent(vevent(ev, stamp));
  // The format ends every line, the last one included, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** A safe file name for Content-Disposition: letters, digits and dashes of the title. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
