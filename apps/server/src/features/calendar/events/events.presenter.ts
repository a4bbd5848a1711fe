import type { CalendarEvent, Occurrence } from '@skilllink/contracts/calendar';
import type { EventRecord } from './events.repository.js';
import { rruleToRecurrence, type OccurrenceTimes } from './recurrence.js';

/** Rows become API objects here only. */
export function toCalendarEvent(r: EventRecord): CalendarEvent {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    location: r.location,
    start: r.startAt,
    end: r.endAt,
    isAllDay: r.isAllDay,
    category: r.category,
    calendarId: r.calendarId,
    attendees: r.attendees,
    reminders: r.reminders,
    recurrence: r.rrule ? rruleToRecurrence(r.rrule, r) : null,
    rrule: r.rrule,
    timeZone: r.timeZone,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** An occurrence's id: unique per occurrence and stable while its series keeps its id. */
export const occurrenceId = (seriesId: string, originalStart: string) => `${seriesId}:${originalStart}`;

/** A single event's one occurrence. */
export function singleOccurrence(r: EventRecord): Occurrence {
  const { createdAt: _c, updatedAt: _u, ...event } = toCalendarEvent(r);
  return { ...event, isRecurring: false, originalId: null, originalStart: null };
}

/**
 * An occurrence of a series: generated from the master (`times` given), or an override row
 * (`row` is the override), which shows its own fields under the series' rule.
 */
export function seriesOccurrence(master: EventRecord, row: EventRecord, times: OccurrenceTimes): Occurrence {
  const { createdAt: _c, updatedAt: _u, ...event } = toCalendarEvent(row);
  return {
    ...event,
    id: occurrenceId(master.id, times.originalStart),
    start: times.start,
    end: times.end,
    recurrence: master.rrule ? rruleToRecurrence(master.rrule, master) : null,
    rrule: master.rrule,
    isRecurring: true,
    originalId: master.id,
    originalStart: times.originalStart,
  };
}
