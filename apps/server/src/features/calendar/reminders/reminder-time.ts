import { floatingOf, occurrencesStartingBetween, type SeriesTimes } from '../events/recurrence.js';
import { DAY_MS, fromWallClock, MINUTE_MS } from '../wall-clock.js';

/** What the reminder computations need of an event row (a single event, a master or an override). */
export interface ReminderEvent extends SeriesTimes {
  reminders: readonly number[];
  /** A master's occurrences replaced by override rows: those rows carry their own reminders. */
  overriddenStarts?: readonly string[];
}

/** One reminder of one occurrence: `at` = occurrence start − `minutes`. */
export interface DueReminder {
  occurrenceStart: string;
  minutes: number;
  at: string;
}

/** How far ahead the queue looks: a reminder further out is found again by a later write or send. */
export const REMINDER_LOOKAHEAD_DAYS = 400;

/** The instant an occurrence starts; an all-day one starts at 00:00 in the event's zone. */
export function occurrenceStartInstant(e: Pick<SeriesTimes, 'isAllDay' | 'timeZone'>, start: string): number {
  return e.isAllDay ? fromWallClock(floatingOf(e, start), e.timeZone) : Date.parse(start);
}

/**
 * Every reminder whose time lies in [from, to), in time order: the scheduler uses it to find
 * which occurrence and which reminder fell due. Occurrences replaced by override rows are left
 * out (the override row reminds for itself).
 */
export function remindersBetween(e: ReminderEvent, from: Date, to: Date): DueReminder[] {
  if (e.reminders.length === 0) return [];
  const maxMinutes = Math.max(...e.reminders);
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const overridden = new Set(e.overriddenStarts ?? []);
  // Floating and real times differ by at most a zone offset (< 1 day): widen, then filter exactly.
  const occurrences = occurrencesStartingBetween(e, fromMs - DAY_MS, toMs + maxMinutes * MINUTE_MS + DAY_MS);
  const due: DueReminder[] = [];
  for (const o of occurrences) {
    if (overridden.has(o.originalStart)) continue;
    const startMs = occurrenceStartInstant(e, o.start);
    for (const minutes of e.reminders) {
      const at = startMs - minutes * MINUTE_MS;
      if (at >= fromMs && at < toMs) due.push({ occurrenceStart: o.originalStart, minutes, at: new Date(at).toISOString() });
    }
  }
  return due.sort((a, b) => a.at.localeCompare(b.at) || b.minutes - a.minutes);
}

/**
 * The value of `next_reminder_at`: the earliest reminder time ≥ `after` over the event's
 * occurrences in the next REMINDER_LOOKAHEAD_DAYS, or null when there is none.
 */
export function nextReminderAt(e: ReminderEvent, after: Date): string | null {
  const until = new Date(after.getTime() + REMINDER_LOOKAHEAD_DAYS * DAY_MS);
  return remindersBetween(e, after, until)[0]?.at ?? null;
}
