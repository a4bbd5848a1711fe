import { escapeText, isUtcZone, joinLines, timeProperty, triggerText, utcText } from './ics-text.js';
import { vtimezoneLines } from './ics-vtimezone.js';
import { dateOfWall, wallAt, wallToInstant } from './ics-zone.js';

/**
 * Our own RFC 5545 writer: the calendar's events become one VCALENDAR that Google, Apple,
 * Outlook and ical.js read. Emitting the format is simple enough that a library would only
 * add weight; reading it (ics-read.ts) is not, and uses ical.js.
 */

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

/**
 * RRULE with an UNTIL of the same kind as DTSTART (RFC 5545 §3.3.10): a date for all-day
 * series; for timed ones a UTC instant, the end of that date in the event's zone when the
 * stored rule gives a date.
 */
export function rruleForExport(rrule: string, ev: Pick<IcsEvent, 'isAllDay' | 'timeZone'>): string {
  const parts = rrule
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter((p) => p !== '' && !/^DTSTART=/i.test(p));
  return parts
    .map((part) => {
      const [key, value = ''] = part.split('=');
      if (key?.toUpperCase() !== 'UNTIL') return part;
      const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
      if (!m) return part;
      const [, y, mo, d, h, mi, s, z] = m;
      const hasTime = h !== undefined;
      if (ev.isAllDay) {
        if (!hasTime) return part;
        // A time on an all-day series: the date it falls on in the event's zone.
        const ms = z ? Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!) : wallToInstant(ev.timeZone, wall(y, mo, d, h, mi, s));
        return `UNTIL=${dateOfWall(wallAt(ev.timeZone, ms)).replace(/-/g, '')}`;
      }
      if (hasTime && z) return part;
      const local = hasTime ? wall(y, mo, d, h, mi, s) : wall(y, mo, d, '23', '59', '59');
      return `UNTIL=${utcText(wallToInstant(ev.timeZone, local))}`;
    })
    .join(';');
}

const wall = (...f: Array<string | undefined>) => {
  const [year, month, day, hour, minute, second] = f.map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
};

function veventLines(ev: IcsEvent, stamp: string): string[] {
  const when = { isAllDay: ev.isAllDay, zone: ev.timeZone };
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(ev.uid)}`,
    `DTSTAMP:${stamp}`,
    `CREATED:${utcText(ev.createdAt)}`,
    `LAST-MODIFIED:${utcText(ev.updatedAt)}`,
    timeProperty('DTSTART', [ev.start], when),
    timeProperty('DTEND', [ev.end], when),
  ];
  if (ev.recurrenceId) {
    const r = ev.recurrenceId;
    lines.push(timeProperty('RECURRENCE-ID', [r.start], { isAllDay: r.isAllDay, zone: r.timeZone }));
  }
  if (ev.rrule) {
    lines.push(`RRULE:${rruleForExport(ev.rrule, ev)}`);
    if (ev.exdates.length > 0) lines.push(timeProperty('EXDATE', ev.exdates, when));
  }
  lines.push(`SUMMARY:${escapeText(ev.title)}`);
  if (ev.description) lines.push(`DESCRIPTION:${escapeText(ev.description)}`);
  if (ev.location) lines.push(`LOCATION:${escapeText(ev.location)}`);
  lines.push(`CATEGORIES:${escapeText(ev.category.toUpperCase())}`, `X-SKILLLINK-CALENDAR:${escapeText(ev.calendarId)}`);
  if (ev.isAllDay) lines.push('TRANSP:TRANSPARENT');
  for (const email of ev.attendees) lines.push(`ATTENDEE;RSVP=FALSE:mailto:${email}`);
  for (const minutes of ev.reminders) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(ev.title)}`, `TRIGGER:${triggerText(minutes)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
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
  const stamp = utcText(p.now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(p.name)}`,
  ];
  for (const [zone, fromYear] of zonesOf(p.events)) lines.push(...vtimezoneLines(zone, fromYear));
  for (const ev of p.events) lines.push(...veventLines(ev, stamp));
  lines.push('END:VCALENDAR');
  return joinLines(lines);
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
