/**
 * The calendar's constants (categories, reminders, default calendars and event, grid sizes,
 * limits and texts), free of zod so the lazily loaded calendar
 * chunk imports them without the schema library; calendar.ts builds its schemas on them.
 */
export const EVENT_CATEGORIES = ['work', 'personal', 'meeting', 'deadline', 'reminder', 'learning'] as const;
export const CALENDAR_IDS = ['work', 'personal', 'learning'] as const;
export const REMINDER_MINUTES = [5, 10, 15, 30, 60, 120, 1440] as const;
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
/** RFC 5545 weekday codes; the week starts on Monday. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;
/** What deleting one of the member's own calendars does with its events. */
export const CALENDAR_DELETE_EVENTS = ['move', 'delete'] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type CalendarId = (typeof CALENDAR_IDS)[number];
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type EditScope = (typeof EDIT_SCOPES)[number];
export type CalendarDeleteEvents = (typeof CALENDAR_DELETE_EVENTS)[number];

/** Own calendars (ADR 034): at most this many per member, besides the three defaults. */
export const OWN_CALENDARS_MAX = 20;
export const CALENDAR_NAME_MAX = 50;
/** The shortest an event can be made by resizing: one snap step of the time grids. */
export const EVENT_MIN_DURATION_MINUTES = 15;

/**
 * Default calendars: names and colours; all visible until the member hides one. Events
 * are drawn in these colours with white text, so each gives at least 4.5:1 with #ffffff (WCAG AA):
 * work 5.17, personal 5.02 (green-700; the original #16a34a gave 3.30), learning 5.38.
 */
export const DEFAULT_CALENDARS: ReadonlyArray<{ id: CalendarId; name: string; color: string }> = [
  { id: 'work', name: 'Work', color: '#2563eb' },
  { id: 'personal', name: 'Personal', color: '#15803d' },
  { id: 'learning', name: 'Learning', color: '#9333ea' },
];

/** Default event: category and calendar work, one reminder of 15, lasting 1 hour. */
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'work';
export const DEFAULT_CALENDAR_ID: CalendarId = 'work';
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 15;
export const DEFAULT_EVENT_DURATION_MINUTES = 60;

/** Grid constants: hour row height, shortest event block, events per month cell before "+N more", month cells (6 weeks). */
export const HOUR_ROW_PX = 64;
export const EVENT_MIN_HEIGHT_PX = 20;
export const MONTH_CELL_EVENTS = 3;
export const MONTH_GRID_CELLS = 42;

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_ATTENDEES_MAX = 50;
export const EVENT_REMINDERS_MAX = 5;
export const RECURRENCE_INTERVAL_MAX = 99;
export const RECURRENCE_COUNT_MAX = 730;
/** The widest range one events request may ask for (a month view shows 42 days). */
export const EVENTS_RANGE_MAX_DAYS = 100;
/** Calendar ids: a default's name, or the id of a member's own calendar. */
export const CALENDAR_ID_MAX = 64;
/** Largest .ics file an import accepts. */
export const ICS_IMPORT_MAX_BYTES = 1_000_000;
/** Most VEVENTs one import reads; a larger file is refused as a whole (ADR 029). */
export const ICS_IMPORT_EVENTS_MAX = 2_000;
/** Most events (rows: single events, series, changed occurrences) a member's calendar holds after an import. */
export const MEMBER_EVENTS_MAX = 10_000;
/** Imports per member per window (its own limit, apart from the other actions'). */
export const ICS_IMPORT_RATE = { max: 5, windowMs: 60_000 } as const;

/** The calendar's fixed texts: empty title, delete confirmations, loading and error screens. */
export const CALENDAR_TEXT = {
  titleRequired: 'Please enter a title for the event',
  deleteConfirm: 'Are you sure you want to delete this event?',
  deleteConfirmPanel: 'Are you sure you want to delete this event? This action cannot be undone.',
  loading: 'Loading calendar...',
  errorTitle: 'Calendar Error',
  errorMessage: 'Something went wrong with the calendar. Please try refreshing the page.',
  tryAgain: 'Try Again',
} as const;
