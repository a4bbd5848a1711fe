import type { ColumnType } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Calendar (migration 20261128-001, ADR 019). */
type MaybeTime = ColumnType<string | Date | null, string | null | undefined, string | null>;
/** JSON text with a database default of '[]'. */
type JsonList = ColumnType<string, string | undefined, string>;

export interface CalendarEventTable {
  id: string;
  memberId: string;
  /** Override rows: the series master; null for single events and masters. */
  seriesId: string | null;
  /** Override rows: the start the rule gave the replaced occurrence (same form as startAt). */
  originalStart: string | null;
  title: string;
  description: string | null;
  location: string | null;
  category: string;
  calendarId: string;
  isAllDay: Bool;
  /** UTC ISO instant for timed events, "YYYY-MM-DD" for all-day ones (endAt exclusive). */
  startAt: string;
  endAt: string;
  timeZone: string;
  /** JSON array of e-mails. */
  attendees: JsonList;
  /** JSON array of minutes before the start. */
  reminders: JsonList;
  /** RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO"), null when not a series. */
  rrule: string | null;
  /** JSON array of cancelled original starts. */
  exdates: JsonList;
  /** The reminder queue (ADR 019); null when no reminder is ahead. */
  nextReminderAt: MaybeTime;
  /** The id the app gave an event made offline, so a create sent twice makes one (ADR 075). */
  clientId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CalendarReminderSentTable {
  eventId: string;
  occurrenceStart: string;
  minutes: number;
  sentAt: Timestamp;
}

export interface CalendarSettingsTable {
  memberId: string;
  timeZone: string;
  /** JSON array of CalendarId. */
  hiddenCalendars: JsonList;
  /** SHA-256 of the private feed token; null when none or revoked. */
  feedTokenHash: string | null;
  updatedAt: Timestamp;
}

/** UIDs of events imported from .ics files (migration 20261128-002). */
export interface CalendarImportUidTable {
  memberId: string;
  uid: string;
  eventId: string;
}

/** Members' own calendars (migration 20261207-001, ADR 034); the defaults are constants. */
export interface MemberCalendarTable {
  id: string;
  memberId: string;
  name: string;
  /** "#rrggbb". */
  color: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
