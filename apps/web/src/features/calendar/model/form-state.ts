import type { EventInput, EventPatch, Occurrence, Recurrence } from '@skilllink/contracts/calendar';
import {
  DEFAULT_CALENDAR_ID,
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_EVENT_DURATION_MINUTES,
  DEFAULT_REMINDER_MINUTES,
  type EventCategory,
  type RecurrenceFrequency,
  type ReminderMinutes,
  WEEKDAYS,
  type Weekday,
} from '@skilllink/contracts/calendar-constants';
import { addDays, fromWallClock, toWallClock } from './time';
import { looksLikeEmail } from '../../../lib/email-shape';

export type RepeatEnd = 'never' | 'count' | 'until';

/** What the event form edits: dates and times as the member's wall clock, as the inputs show them. */
export interface EventFormState {
  title: string;
  description: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  isAllDay: boolean;
  category: EventCategory;
  /** A default calendar's id or one of the member's own. */
  calendarId: string;
  attendees: string[];
  reminders: number[];
  frequency: RecurrenceFrequency | 'none';
  interval: number;
  byWeekday: Weekday[];
  repeatEnd: RepeatEnd;
  count: number;
  until: string;
}

const HOUR_MS = 3_600_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The weekday of a wall-clock date (YYYY-MM-DD in the calendar's zone, as the form holds it). */
export function weekdayOf(date: string): Weekday | null {
  if (!DATE.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? null : WEEKDAYS[(day + 6) % 7]!;
}

/** `days` with `day` added, in Monday-first order. */
function including(days: readonly Weekday[], day: Weekday | null): Weekday[] {
  return WEEKDAYS.filter((d) => d === day || days.includes(d));
}

/**
 * As Google Calendar does: a weekly event always repeats on its start's own weekday (else the
 * start itself would not be an occurrence). When the start moves to another day, a rule that was
 * only the old start's day follows it; otherwise the new start's day is added to the chosen days.
 */
function followStart(before: EventFormState, after: EventFormState): EventFormState {
  if (after.frequency !== 'weekly' || before.startDate === after.startDate) return after;
  const day = weekdayOf(after.startDate);
  if (!day) return after;
  const old = weekdayOf(before.startDate);
  const kept = after.byWeekday.length === 1 && after.byWeekday[0] === old ? [] : after.byWeekday;
  return { ...after, byWeekday: including(kept, day) };
}

/** Choosing the frequency: Weekly starts with the start's weekday selected. */
export function withFrequency(form: EventFormState, frequency: EventFormState['frequency']): EventFormState {
  if (frequency !== 'weekly') return { ...form, frequency };
  return { ...form, frequency, byWeekday: including(form.byWeekday, weekdayOf(form.startDate)) };
}

/** The start's own weekday cannot be unselected while it is the start. */
export function isStartWeekday(form: EventFormState, day: Weekday): boolean {
  return weekdayOf(form.startDate) === day;
}

/** A weekday button pressed under "Repeat on" (the start's own day stays selected). */
export function toggleWeekday(form: EventFormState, day: Weekday): EventFormState {
  if (!form.byWeekday.includes(day)) return { ...form, byWeekday: including(form.byWeekday, day) };
  if (isStartWeekday(form, day)) return form;
  return { ...form, byWeekday: form.byWeekday.filter((d) => d !== day) };
}

/** The default event: category and calendar work, one 15-minute reminder, starting at `start`, lasting 1 hour. */
export function defaultForm(start: Date, timeZone: string, overrides: Partial<EventFormState> = {}): EventFormState {
  const from = toWallClock(start, timeZone);
  const to = toWallClock(new Date(start.getTime() + DEFAULT_EVENT_DURATION_MINUTES * 60_000), timeZone);
  return {
    title: '',
    description: '',
    location: '',
    startDate: from.date,
    startTime: from.time,
    endDate: to.date,
    endTime: to.time,
    isAllDay: false,
    category: DEFAULT_EVENT_CATEGORY,
    calendarId: DEFAULT_CALENDAR_ID,
    attendees: [],
    reminders: [DEFAULT_REMINDER_MINUTES],
    frequency: 'none',
    interval: 1,
    byWeekday: [],
    repeatEnd: 'never',
    count: 10,
    until: addDays(from.date, 30),
    ...overrides,
  };
}

/** The form for an existing event or occurrence, in the member's zone. */
export function formFromOccurrence(o: Occurrence, timeZone: string): EventFormState {
  const r = o.recurrence;
  const times = o.isAllDay
    ? // All-day ends are exclusive on the wire; people read and type the last day.
      { startDate: o.start, startTime: '09:00', endDate: addDays(o.end, -1), endTime: '10:00' }
    : (() => {
        const s = toWallClock(o.start, timeZone);
        const e = toWallClock(o.end, timeZone);
        return { startDate: s.date, startTime: s.time, endDate: e.date, endTime: e.time };
      })();
  return {
    ...defaultForm(new Date(), timeZone),
    ...times,
    title: o.title,
    description: o.description ?? '',
    location: o.location ?? '',
    isAllDay: o.isAllDay,
    category: o.category,
    calendarId: o.calendarId,
    attendees: [...o.attendees],
    reminders: [...o.reminders],
    frequency: r?.frequency ?? 'none',
    interval: r?.interval ?? 1,
    // A weekly rule shows (and keeps) the start's own weekday, as a new one does.
    byWeekday: r?.frequency === 'weekly' ? including(r.byWeekday, weekdayOf(times.startDate)) : r ? [...r.byWeekday] : [],
    repeatEnd: r?.count ? 'count' : r?.until ? 'until' : 'never',
    count: r?.count ?? 10,
    until: r?.until ?? addDays(times.startDate, 30),
  };
}

const startMs = (f: EventFormState, tz: string) => Date.parse(fromWallClock({ date: f.startDate, time: f.startTime }, tz));
const endMs = (f: EventFormState, tz: string) => Date.parse(fromWallClock({ date: f.endDate, time: f.endTime }, tz));

/**
 * When the start is changed to a time at or after the end, the end moves to one hour
 * after the start. All-day events compare dates only (the end may be the start's own day).
 */
export function withStart(form: EventFormState, startDate: string, startTime: string, timeZone: string): EventFormState {
  const next = followStart(form, { ...form, startDate, startTime });
  if (!startDate || !startTime) return next;
  if (next.isAllDay) return next.endDate < startDate ? { ...next, endDate: startDate } : next;
  if (next.endDate && next.endTime && startMs(next, timeZone) < endMs(next, timeZone)) return next;
  const end = toWallClock(new Date(startMs(next, timeZone) + HOUR_MS), timeZone);
  return { ...next, endDate: end.date, endTime: end.time };
}

/** An attendee is added only when not blank and not already listed (any case). */
export function addAttendee(list: string[], input: string): { list: string[]; error: 'invalid' | null } {
  const email = input.trim();
  if (!email || list.some((a) => a.toLowerCase() === email.toLowerCase())) return { list, error: null };
  if (!looksLikeEmail(email)) return { list, error: 'invalid' };
  return { list: [...list, email], error: null };
}

function recurrenceOf(f: EventFormState): Recurrence | null {
  if (f.frequency === 'none') return null;
  return {
    frequency: f.frequency,
    interval: Math.max(1, Math.floor(f.interval) || 1),
    // Whatever the form held, a weekly event repeats on its start's own weekday too.
    byWeekday: f.frequency === 'weekly' ? including(f.byWeekday, weekdayOf(f.startDate)) : [],
    count: f.repeatEnd === 'count' ? Math.max(1, Math.floor(f.count) || 1) : null,
    until: f.repeatEnd === 'until' ? f.until : null,
  };
}

export type FormResult =
  | { ok: true; input: Required<Omit<EventInput, 'timeZone' | 'clientId'>> & { timeZone: string } }
  | { ok: false; error: 'titleRequired' | 'endBeforeStart' };

/** The title is required after trimming; title, description and location are trimmed. */
export function toEventInput(f: EventFormState, timeZone: string): FormResult {
  const title = f.title.trim();
  if (!title) return { ok: false, error: 'titleRequired' };
  const times = f.isAllDay
    ? { start: f.startDate, end: addDays(f.endDate < f.startDate ? f.startDate : f.endDate, 1) }
    : {
        start: fromWallClock({ date: f.startDate, time: f.startTime }, timeZone),
        end: fromWallClock({ date: f.endDate, time: f.endTime }, timeZone),
      };
  if (!f.isAllDay && Date.parse(times.end) <= Date.parse(times.start)) return { ok: false, error: 'endBeforeStart' };
  return {
    ok: true,
    input: {
      title,
      description: f.description.trim() || null,
      location: f.location.trim() || null,
      ...times,
      isAllDay: f.isAllDay,
      category: f.category,
      calendarId: f.calendarId,
      attendees: f.attendees,
      // The select offers only REMINDER_MINUTES.
      reminders: f.reminders as ReminderMinutes[],
      recurrence: recurrenceOf(f),
      timeZone,
    },
  };
}

/** Only what changed, so "this occurrence" edits do not rewrite the series' rule. */
export function changedFields(before: EventInput, after: EventInput): EventPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof EventInput>) {
    if (key === 'timeZone') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) patch[key] = after[key];
  }
  // Times travel together: an end alone could not say whether the event became all-day.
  if ('start' in patch || 'end' in patch || 'isAllDay' in patch)
    Object.assign(patch, { start: after.start, end: after.end, isAllDay: after.isAllDay });
  return patch as EventPatch;
}

/** The whole event moved by `minutes`, its duration kept (the Move buttons; all-day: whole days). */
export function shiftForm(f: EventFormState, minutes: number, timeZone: string): EventFormState {
  if (f.isAllDay) {
    const days = Math.round(minutes / 1440);
    return followStart(f, { ...f, startDate: addDays(f.startDate, days), endDate: addDays(f.endDate, days) });
  }
  const move = (date: string, time: string) =>
    toWallClock(new Date(Date.parse(fromWallClock({ date, time }, timeZone)) + minutes * 60_000), timeZone);
  const s = move(f.startDate, f.startTime);
  const e = move(f.endDate, f.endTime);
  return followStart(f, { ...f, startDate: s.date, startTime: s.time, endDate: e.date, endTime: e.time });
}
