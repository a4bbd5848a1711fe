import type { EditScope } from '@skilllink/contracts/calendar';
import type { DB } from '../../../db/database.js';
import { newId } from '../../../platform/ids.js';
import { descriptiveFields, invalid, mergeFields, type EventFields } from './event-rules.js';
import * as repo from './events.repository.js';
import type { EventRecord, EventValues } from './events.repository.js';
import {
  durationMs,
  floatingOf,
  floatingStart,
  isOccurrenceOf,
  occurrencesStartingBetween,
  recurrenceToRrule,
  startFromFloating,
} from './recurrence.js';
import { countBefore, countOf, ruleEndingBefore, shiftWeekdays, withEnd } from './rule-edit.js';
import { DAY_MS, isDateOnly, msToDate } from '../wall-clock.js';
import { valuesOf } from './event-values.js';

/**
 * Edits and deletes of a series by scope, as Google Calendar does them (ADR 019): "this" writes
 * an override row (or an exdate), "following" splits the series at the occurrence, "all"
 * changes the master and carries its exceptions along when the time moves. Every function runs
 * inside the caller's transaction and returns the ids whose reminder time must be recomputed.
 */

/** The occurrence's original start in stored form, checked to be one the rule generates. */
export function requireOccurrence(master: EventRecord, start: string | undefined, scope: EditScope): string {
  if (start === undefined)
    throw invalid(
      'occurrenceStart',
      `Say which occurrence to change: occurrenceStart is needed for "${scope}"`,
      'validation_failed.occurrence_needed',
      {
        scope,
      },
    );
  if (master.isAllDay !== isDateOnly(start)) {
    throw master.isAllDay
      ? invalid('occurrenceStart', 'This series is all-day: give the date', 'validation_failed.occurrence_all_day')
      : invalid('occurrenceStart', 'This series is timed: give the instant', 'validation_failed.occurrence_timed');
  }
  const normalized = master.isAllDay ? start : new Date(start).toISOString();
  if (!isOccurrenceOf(master, normalized))
    throw invalid('occurrenceStart', 'That is not an occurrence of this series', 'validation_failed.not_an_occurrence');
  return normalized;
}

const isFirst = (master: EventRecord, start: string) => countBefore(master, start) === 0;

/** Where an occurrence is now: its override row's times, or the rule's. */
function occurrenceTimes(master: EventRecord, overrides: EventRecord[], start: string) {
  const row = overrides.find((o) => o.originalStart === start);
  if (row) return { startAt: row.startAt, endAt: row.endAt, row };
  return { startAt: start, endAt: endAfter(master, start, durationMs(master)), row: undefined };
}

function endAfter(kind: { isAllDay: boolean }, start: string, length: number): string {
  return kind.isAllDay ? msToDate(Date.parse(`${start}T00:00:00Z`) + length) : new Date(Date.parse(start) + length).toISOString();
}

/** `value` of `from`'s kind and zone moved by a floating delta into `to`'s kind and zone. */
function shifted(from: EventValues, to: EventValues, value: string, delta: number): string {
  return startFromFloating(to, floatingOf(from, value) + delta);
}

/** The patch applied to one occurrence of the series, and how far its start moved on the wall clock. */
function editedOccurrence(master: EventRecord, overrides: EventRecord[], start: string, patch: EventFields) {
  const at = occurrenceTimes(master, overrides, start);
  const edited = mergeFields({ ...valuesOf(master), startAt: at.startAt, endAt: at.endAt }, patch);
  const delta = floatingOf(edited, edited.startAt) - floatingOf(master, at.startAt);
  const days = Math.floor((floatingOf(master, start) + delta) / DAY_MS) - Math.floor(floatingOf(master, start) / DAY_MS);
  return { edited, delta, days, length: durationMs(edited) };
}

/** Exceptions survive a change only when the rule and the kind of times stay what they were. */
const keepsExceptions = (master: EventRecord, patch: EventFields, rrule: string | null) =>
  rrule !== null && (patch.recurrence === undefined || rrule === master.rrule) && (patch.isAllDay ?? master.isAllDay) === master.isAllDay;

/** Moves exception rows onto `target` (a new master, or the same one), shifted and with the patch's descriptive fields. */
async function carryOverrides(
  trx: DB,
  from: EventRecord,
  target: EventValues & { id: string },
  list: EventRecord[],
  patch: EventFields,
  delta: number,
  at: string,
) {
  for (const o of list) {
    // What was changed on the exception itself stays; the rest takes the series' change.
    const fields = Object.entries(descriptiveFields(patch)).filter(
      ([k]) => JSON.stringify(o[k as keyof EventRecord]) === JSON.stringify(from[k as keyof EventRecord]),
    );
    const values = mergeFields(valuesOf(o), {
      ...Object.fromEntries(fields),
      start: shifted(o, o, o.startAt, delta),
      end: shifted(o, o, o.endAt, delta),
    });
    await repo.updateEvent(trx, o.id, {
      ...values,
      seriesId: target.id,
      originalStart: shifted(from, target, o.originalStart!, delta),
      at,
    });
  }
}

export async function editSeries(
  trx: DB,
  master: EventRecord,
  fields: EventFields,
  scope: EditScope,
  start: string | undefined,
  at: string,
) {
  // Forms send the whole event: a recurrence equal to the stored rule is no change of rule.
  const same = fields.recurrence && recurrenceToRrule(fields.recurrence, master) === master.rrule;
  const patch = same ? { ...fields, recurrence: undefined } : fields;
  if (scope === 'all' && start === undefined) return editAll(trx, master, patch, undefined, at);
  const occurrence = requireOccurrence(master, start, scope);
  if (scope === 'this') return editThis(trx, master, patch, occurrence, at);
  if (scope === 'all' || isFirst(master, occurrence)) return editAll(trx, master, patch, occurrence, at);
  return editFollowing(trx, master, patch, occurrence, at);
}

async function editThis(trx: DB, master: EventRecord, patch: EventFields, start: string, at: string) {
  if (patch.recurrence)
    throw invalid(
      'recurrence',
      'One occurrence cannot repeat: change "this and following" or "all" instead',
      'validation_failed.occurrence_repeat',
    );
  if (master.exdates.includes(start))
    throw invalid('occurrenceStart', 'That occurrence was deleted', 'validation_failed.occurrence_deleted');
  const overrides = await repo.listOverrides(trx, master.id);
  const { row, startAt, endAt } = occurrenceTimes(master, overrides, start);
  const base = row
    ? valuesOf(row)
    : { ...valuesOf(master), startAt, endAt, rrule: null, exdates: [], seriesId: master.id, originalStart: start };
  const values = { ...mergeFields(base, { ...patch, recurrence: undefined }), rrule: null, seriesId: master.id, originalStart: start };
  const id = row?.id ?? newId();
  if (row) await repo.updateEvent(trx, id, { ...values, at });
  else await repo.insertEvent(trx, { ...values, id, memberId: master.memberId, nextReminderAt: null, at });
  return { eventId: id, touched: [id, master.id] };
}

async function editAll(trx: DB, master: EventRecord, patch: EventFields, start: string | undefined, at: string) {
  const overrides = await repo.listOverrides(trx, master.id);
  const { edited, delta, days, length } = editedOccurrence(master, overrides, start ?? firstStart(master), patch);
  const startAt = shifted(master, edited, master.startAt, delta);
  let rrule = edited.rrule;
  if (rrule && patch.recurrence === undefined) rrule = shiftWeekdays(rrule, days);
  const keep = keepsExceptions(master, patch, rrule);
  const values: EventValues = {
    ...edited,
    startAt,
    endAt: endAfter(edited, startAt, length),
    rrule,
    exdates: keep ? master.exdates.map((x) => shifted(master, edited, x, delta)) : [],
  };
  await repo.updateEvent(trx, master.id, { ...values, at });
  if (keep) await carryOverrides(trx, master, { ...values, id: master.id }, overrides, patch, delta, at);
  else for (const o of overrides) await repo.deleteEvent(trx, o.id);
  return { eventId: master.id, touched: [master.id, ...(keep ? overrides.map((o) => o.id) : [])] };
}

async function editFollowing(trx: DB, master: EventRecord, patch: EventFields, start: string, at: string) {
  const overrides = await repo.listOverrides(trx, master.id);
  const { edited, delta, days, length } = editedOccurrence(master, overrides, start, patch);
  const before = countBefore(master, start);
  await repo.updateEvent(trx, master.id, {
    rrule: ruleEndingBefore({ ...master, rrule: master.rrule! }, start),
    exdates: master.exdates.filter((x) => x < start),
    at,
  });
  let rrule = edited.rrule;
  if (rrule && patch.recurrence === undefined) {
    const count = countOf(rrule);
    rrule = shiftWeekdays(count === null ? rrule : withEnd(rrule, { count: count - before }), days);
  }
  const keep = keepsExceptions(master, patch, patch.recurrence === undefined ? master.rrule : rrule);
  const startAt = shifted(master, edited, start, delta);
  const id = newId();
  const values: EventValues = {
    ...edited,
    startAt,
    endAt: endAfter(edited, startAt, length),
    rrule,
    exdates: keep ? master.exdates.filter((x) => x >= start).map((x) => shifted(master, edited, x, delta)) : [],
  };
  await repo.insertEvent(trx, { ...values, id, memberId: master.memberId, nextReminderAt: null, at });
  const later = overrides.filter((o) => o.originalStart! >= start);
  // The edited occurrence itself now is the new series' first one: its old override goes.
  const atStart = later.filter((o) => o.originalStart === start || !keep);
  for (const o of atStart) await repo.deleteEvent(trx, o.id);
  const moved = later.filter((o) => !atStart.includes(o));
  await carryOverrides(trx, master, { ...values, id }, moved, patch, delta, at);
  return { eventId: id, touched: [master.id, id, ...moved.map((o) => o.id)] };
}

function firstStart(master: EventRecord): string {
  const first = occurrencesStartingBetween({ ...master, exdates: [] }, floatingStart(master) - 1, floatingStart(master) + 400 * DAY_MS)[0];
  return first?.originalStart ?? master.startAt;
}

export async function deleteFromSeries(trx: DB, master: EventRecord, scope: EditScope, start: string | undefined, at: string) {
  if (scope === 'all') {
    await repo.deleteEvent(trx, master.id);
    return [];
  }
  const occurrence = requireOccurrence(master, start, scope);
  const overrides = await repo.listOverrides(trx, master.id);
  if (scope === 'this') {
    const row = overrides.find((o) => o.originalStart === occurrence);
    if (row) await repo.deleteEvent(trx, row.id);
    // The exdate hides the generated occurrence the override stood in for.
    await repo.updateEvent(trx, master.id, { exdates: [...new Set([...master.exdates, occurrence])], at });
    return [master.id];
  }
  if (isFirst(master, occurrence)) {
    await repo.deleteEvent(trx, master.id);
    return [];
  }
  for (const o of overrides.filter((r) => r.originalStart! >= occurrence)) await repo.deleteEvent(trx, o.id);
  await repo.updateEvent(trx, master.id, {
    rrule: ruleEndingBefore({ ...master, rrule: master.rrule! }, occurrence),
    exdates: master.exdates.filter((x) => x < occurrence),
    at,
  });
  return [master.id];
}
