import { z } from 'zod';

import { CALENDAR_COLOR_PATTERN } from './calendar-colors.js';
import {
  CALENDAR_DELETE_EVENTS,
  CALENDAR_ID_MAX,
  CALENDAR_NAME_MAX,
  CALENDAR_IDS,
  CALENDAR_TEXT,
  EDIT_SCOPES,
  EVENT_ATTENDEES_MAX,
  EVENT_CATEGORIES,
  OWN_CALENDARS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_REMINDERS_MAX,
  EVENT_TITLE_MAX,
  RECURRENCE_COUNT_MAX,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_INTERVAL_MAX,
  REMINDER_MINUTES,
  WEEKDAYS,
} from './calendar-constants.js';

// The plain constants live in calendar-constants.ts (no zod) and are re-exported for the server.
export * from './calendar-constants.js';
export * from './calendar-colors.js';

/*
 * Times: a timed event's `start`/`end` are instants, ISO 8601 with an offset; the server answers
 * in UTC ("2026-11-24T09:00:00.000Z"). An all-day event's are dates ("2026-11-24") and `end` is
 * exclusive, as in RFC 5545: a one-day event on the 24th is start 24th, end 25th. All-day
 * events never move between zones. `timeZone` (IANA) is the zone a series repeats in: a
 * weekly 09:00 stays 09:00 there across daylight-saving changes.
 */

export const EventCategory = z.enum(EVENT_CATEGORIES);
/** One of the three default calendars every member has. */
export const CalendarId = z.enum(CALENDAR_IDS);
/**
 * The calendar an event belongs to: a default's id or one of the member's own calendars'
 * (ADR 034); the server refuses an id that is neither.
 */
export const CalendarRef = z.string().min(1, 'Unknown calendar').max(CALENDAR_ID_MAX, 'Unknown calendar');
export const EditScope = z.enum(EDIT_SCOPES);
export const Weekday = z.enum(WEEKDAYS);
// The schemas above shadow the constants' types of the same names: give the names their types back.
export type EventCategory = z.infer<typeof EventCategory>;
export type CalendarId = z.infer<typeof CalendarId>;
export type EditScope = z.infer<typeof EditScope>;
export type Weekday = z.infer<typeof Weekday>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DateOnly = z.string().regex(DATE, 'Use a date like 2026-11-24');
export const Instant = z.iso.datetime({ offset: true, message: 'Use a date and time like 2026-11-24T09:00:00Z' });
/** A date (all-day) or an instant (timed); which one must match `isAllDay`. */
export const EventTime = z.union([DateOnly, Instant]);

export const TimeZoneName = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** How a series repeats; turned into an RFC 5545 RRULE on the server. */
export const Recurrence = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1, 'Repeat every 1 or more').max(RECURRENCE_INTERVAL_MAX).default(1),
    /** Weekly only: the chosen weekdays; empty means the weekday of the start. */
    byWeekday: z.array(Weekday).max(7).default([]),
    /** Ends after this many occurrences… */
    count: z.number().int().min(1).max(RECURRENCE_COUNT_MAX).nullable().default(null),
    /** …or on this date (inclusive, in the event's zone). At most one of the two. */
    until: DateOnly.nullable().default(null),
  })
  .refine((r) => r.count === null || r.until === null, { message: 'Choose an end count or an end date, not both', path: ['until'] });
export type Recurrence = z.infer<typeof Recurrence>;

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .transform((s) => (s === '' ? null : s));

/** The fields of an event, without defaults: a PATCH changes only what it sends. */
const eventFields = {
  title: z.string().trim().min(1, CALENDAR_TEXT.titleRequired).max(EVENT_TITLE_MAX, `Title must be ${EVENT_TITLE_MAX} characters or less`),
  description: trimmed(EVENT_DESCRIPTION_MAX, 'Description').nullable(),
  location: trimmed(EVENT_LOCATION_MAX, 'Location').nullable(),
  start: EventTime,
  end: EventTime,
  isAllDay: z.boolean(),
  category: EventCategory,
  calendarId: CalendarRef,
  attendees: z
    .array(z.email('Enter a valid e-mail address').max(254))
    .max(EVENT_ATTENDEES_MAX)
    .refine((a) => new Set(a.map((e) => e.toLowerCase())).size === a.length, 'An attendee is listed twice'),
  reminders: z
    .array(z.literal(REMINDER_MINUTES, `A reminder is one of ${REMINDER_MINUTES.join(', ')} minutes before`))
    .max(EVENT_REMINDERS_MAX)
    .refine((r) => new Set(r).size === r.length, 'A reminder is listed twice'),
  recurrence: Recurrence.nullable(),
  /** Defaults to the member's zone (CalendarSettings.timeZone). */
  timeZone: TimeZoneName,
};

/**
 * POST body; what is left out takes the default event (DEFAULT_* in calendar-constants.ts).
 * `clientId`: the app's id for an event made offline (ADR 075): 201 when stored now, 200 with
 * the stored event when this member already created one with it (a create sent again).
 */
export const EventInput = z.object({
  clientId: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'Invalid client id')
    .optional(),
  ...eventFields,
  description: eventFields.description.default(null),
  location: eventFields.location.default(null),
  isAllDay: eventFields.isAllDay.default(false),
  category: eventFields.category.default('work'),
  calendarId: eventFields.calendarId.default('work'),
  attendees: eventFields.attendees.default([]),
  reminders: eventFields.reminders.default([15]),
  recurrence: eventFields.recurrence.default(null),
  timeZone: eventFields.timeZone.optional(),
});
export type EventInput = z.input<typeof EventInput>;

/** A stored event (a single event, or the master of a series). */
export const CalendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  isAllDay: z.boolean(),
  category: EventCategory,
  calendarId: z.string(),
  attendees: z.array(z.string()),
  reminders: z.array(z.number().int()),
  recurrence: Recurrence.nullable(),
  /** The same rule as RFC 5545 text ("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE"), null when single. */
  rrule: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

/**
 * One occurrence in a visible range. A single event appears once with `id` = its event id. A
 * series' occurrences carry `isRecurring: true`, `originalId` (the series' id) and
 * `originalStart` (the start the rule gave it, even when this one was moved: the key for
 * "this occurrence only"); their `id` is unique per occurrence.
 */
export const Occurrence = CalendarEvent.omit({ createdAt: true, updatedAt: true }).extend({
  isRecurring: z.boolean(),
  originalId: z.string().nullable(),
  originalStart: z.string().nullable(),
});
export type Occurrence = z.infer<typeof Occurrence>;

/** `?from=&to=`: instants; at most EVENTS_RANGE_MAX_DAYS apart. */
export const EventsQuery = z.object({ from: Instant, to: Instant });
export type EventsQuery = z.infer<typeof EventsQuery>;

/**
 * The list on the wire (calendar-wire.ts): fields that hold their default are left out, and a
 * left-out `timeZone` is the page's. `expandEventsPage` gives back whole occurrences.
 */
export const EventsPage = z.object({
  timeZone: z.string(),
  items: z.array(
    Occurrence.partial({
      description: true,
      location: true,
      isAllDay: true,
      category: true,
      calendarId: true,
      attendees: true,
      reminders: true,
      recurrence: true,
      rrule: true,
      timeZone: true,
      isRecurring: true,
      originalId: true,
      originalStart: true,
    }),
  ),
});
export type EventsPage = z.infer<typeof EventsPage>;

export const EventParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Which occurrences a change to a series applies to. `occurrenceStart` is the occurrence's
 * `originalStart`; required for 'this' and 'following', ignored for single events.
 */
export const ScopeQuery = z.object({
  scope: EditScope.default('all'),
  occurrenceStart: EventTime.optional(),
});
export type ScopeQuery = z.infer<typeof ScopeQuery>;

/** PATCH body: any fields of EventInput, plus the scope when the event is a series. */
export const EventPatch = z.object(eventFields).partial().extend(ScopeQuery.shape);
export type EventPatch = z.input<typeof EventPatch>;

/**
 * One of the member's calendars. The three defaults (`isDefault`) are named by the web app in
 * the member's language and cannot be renamed, recoloured or deleted; the member's own ones
 * carry the name they chose (ADR 034).
 */
export const CalendarInfo = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  visible: z.boolean(),
  isDefault: z.boolean(),
});
export type CalendarInfo = z.infer<typeof CalendarInfo>;

const calendarName = z
  .string()
  .trim()
  .min(1, 'Please enter a name for the calendar')
  .max(CALENDAR_NAME_MAX, `The name must be ${CALENDAR_NAME_MAX} characters or less`);
/** "#rrggbb"; the server also refuses a colour white event text is not readable on (calendar-colors.ts). */
const calendarColor = z.string().regex(CALENDAR_COLOR_PATTERN, 'Use a colour like #1d4ed8');

/** POST /calendar/calendars. */
export const CalendarCreate = z.object({ name: calendarName, color: calendarColor });
export type CalendarCreate = z.input<typeof CalendarCreate>;

/** PATCH /calendar/calendars/:id: rename, recolour, or both. */
export const CalendarUpdate = z.object({ name: calendarName.optional(), color: calendarColor.optional() });
export type CalendarUpdate = z.input<typeof CalendarUpdate>;

export const CalendarParams = z.object({ id: z.string().min(1).max(CALENDAR_ID_MAX) });

/** DELETE /calendar/calendars/:id?events=move&to=<id> or ?events=delete: what becomes of its events. */
export const CalendarDeleteQuery = z
  .object({ events: z.enum(CALENDAR_DELETE_EVENTS), to: z.string().min(1).max(CALENDAR_ID_MAX).optional() })
  .refine((q) => q.events !== 'move' || q.to !== undefined, { message: 'Choose the calendar its events move to', path: ['to'] });
export type CalendarDeleteQuery = z.infer<typeof CalendarDeleteQuery>;

export const CalendarSettings = z.object({
  /** IANA zone; detected by the browser on first use, changeable by the member. */
  timeZone: z.string(),
  calendars: z.array(CalendarInfo),
});
export type CalendarSettings = z.infer<typeof CalendarSettings>;

export const CalendarSettingsPatch = z.object({
  timeZone: TimeZoneName.optional(),
  calendars: z
    .array(z.object({ id: z.string().min(1).max(CALENDAR_ID_MAX), visible: z.boolean() }))
    .max(CALENDAR_IDS.length + OWN_CALENDARS_MAX)
    .optional(),
});
export type CalendarSettingsPatch = z.infer<typeof CalendarSettingsPatch>;

/**
 * The private subscription address. Its token is stored hashed, so `url` is given once, when
 * POST creates or rotates it, and null otherwise; `active` says whether one is in force (a
 * member who lost the address rotates it). The server always sends `active`.
 */
export const CalendarFeed = z.object({ url: z.string().nullable(), active: z.boolean().optional() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

const ImportLine = z.object({ title: z.string(), reason: z.string() });
export const ImportSummary = z.object({
  imported: z.number().int(),
  skipped: z.array(ImportLine),
  /** Imported, but read differently from what the file said (a zone we do not know); absent when none. */
  notes: z.array(ImportLine).optional(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;
