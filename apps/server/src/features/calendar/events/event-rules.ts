import type { z } from 'zod';
import type { EventPatch, Recurrence } from '@skilllink/contracts/calendar';
import { AppError } from '../../../platform/errors.js';
import type { EventValues } from './events.repository.js';
import { floatingStart, recurrenceToRrule, rruleToRecurrence } from './recurrence.js';
import { canonicalInstant, isDateOnly, msToDate } from '../wall-clock.js';

/**
 * The rules zod cannot see alone (they join several fields); same error shape as zod's. `key` is
 * the message's catalogue entry ('validation_failed.…', platform/i18n).
 */
export function invalid(field: string, message: string, key: string, params?: Record<string, string | number>): AppError {
  return new AppError(400, 'validation_failed', message, { [field]: message }, { key, ...(params ? { params } : {}) });
}

/** The fields a PATCH (or a POST) may set, as the contract parses them. */
export type EventFields = Omit<z.output<typeof EventPatch>, 'scope' | 'occurrenceStart'>;

/** A recurrence the form may send: weekdays only with weekly, an end on or after the start. */
export function checkRecurrence(r: Recurrence, startDate: string): void {
  if (r.byWeekday.length > 0 && r.frequency !== 'weekly') {
    throw invalid('recurrence.byWeekday', 'Weekdays can only be chosen for a weekly repeat', 'validation_failed.weekly_weekdays');
  }
  if (r.until !== null && r.until < startDate)
    throw invalid('recurrence.until', 'The repeat must end on or after the start date', 'validation_failed.until_before_start');
}

/** Start and end of the kind `isAllDay` asks for, end after start; timed ones in canonical UTC. */
function checkedTimes(v: { startAt: string; endAt: string; isAllDay: boolean }): { startAt: string; endAt: string } {
  if (v.isAllDay) {
    if (!isDateOnly(v.startAt) || !isDateOnly(v.endAt)) {
      throw invalid('start', "An all-day event's start and end must be dates like 2026-11-24", 'validation_failed.all_day_dates');
    }
  } else if (isDateOnly(v.startAt) || isDateOnly(v.endAt)) {
    throw invalid(
      'start',
      "A timed event's start and end must be dates with times like 2026-11-24T09:00:00Z",
      'validation_failed.timed_dates',
    );
  }
  const startAt = v.isAllDay ? v.startAt : canonicalInstant(v.startAt);
  const endAt = v.isAllDay ? v.endAt : canonicalInstant(v.endAt);
  const after = v.isAllDay ? endAt > startAt : Date.parse(endAt) > Date.parse(startAt);
  if (!after) throw invalid('end', 'The end must be after the start', 'validation_failed.end_before_start');
  return { startAt, endAt };
}

/**
 * `base` with the patch's fields applied and every rule checked; nothing is written by the
 * caller unless this returns. A rule kept from `base` is re-encoded when the event changes
 * between all-day and timed (UNTIL takes the other form).
 */
export function mergeFields(base: EventValues, patch: EventFields): EventValues {
  const isAllDay = patch.isAllDay ?? base.isAllDay;
  const timeZone = patch.timeZone ?? base.timeZone;
  const times = checkedTimes({ startAt: patch.start ?? base.startAt, endAt: patch.end ?? base.endAt, isAllDay });
  const startDate = msToDate(floatingStart({ ...times, isAllDay, timeZone }));
  let rrule = base.rrule;
  if (patch.recurrence !== undefined) {
    if (patch.recurrence) checkRecurrence(patch.recurrence, startDate);
    rrule = patch.recurrence ? recurrenceToRrule(patch.recurrence, { isAllDay, timeZone }) : null;
  } else if (rrule && (isAllDay !== base.isAllDay || timeZone !== base.timeZone)) {
    const kept = rruleToRecurrence(rrule, base);
    if (kept) rrule = recurrenceToRrule(kept, { isAllDay, timeZone });
  }
  return {
    ...base,
    title: patch.title ?? base.title,
    description: patch.description !== undefined ? patch.description : base.description,
    location: patch.location !== undefined ? patch.location : base.location,
    category: patch.category ?? base.category,
    calendarId: patch.calendarId ?? base.calendarId,
    attendees: patch.attendees ?? base.attendees,
    reminders: patch.reminders ?? base.reminders,
    isAllDay,
    timeZone,
    ...times,
    rrule,
  };
}

/** Only what a row of one occurrence may carry besides times: the patch's non-time fields. */
export function descriptiveFields(patch: EventFields): EventFields {
  const { start: _s, end: _e, isAllDay: _a, recurrence: _r, timeZone: _z, ...rest } = patch;
  return rest;
}
