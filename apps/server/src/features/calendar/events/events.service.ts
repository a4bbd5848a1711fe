import type { z } from 'zod';
import type { CalendarEvent, EditScope, EventInput, EventPatch } from '@skilllink/contracts/calendar';
import type { DB } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import type { MemberCaches } from '../../../platform/member-cache.js';
import { requireMemberCalendar } from '../calendars.service.js';
import { mergeFields } from './event-rules.js';
import { calendarChanged } from './events-cache.js';
import { toCalendarEvent } from './events.presenter.js';
import * as repo from './events.repository.js';
import { refreshNextReminder } from '../reminders/reminder-queue.js';
import { deleteFromSeries, editSeries } from './series.js';
import { memberTimeZone } from '../settings.repository.js';

export interface CalendarDeps {
  db: DB;
  caches: MemberCaches;
}

const notFound = () => new AppError(404, 'event_not_found', 'Event not found');

/**
 * The row an id names, through the member (another member's id is not found). An occurrence
 * id ("<series>:<original start>") and an override row's id both name their series and that
 * occurrence, so the browser may send whichever it holds.
 */
async function target(db: DB, memberId: string, id: string, occurrenceStart?: string) {
  const colon = id.indexOf(':');
  const rowId = colon < 0 ? id : id.slice(0, colon);
  const row = await repo.findMemberEvent(db, memberId, rowId);
  if (!row) throw notFound();
  if (row.seriesId) {
    const master = await repo.findMemberEvent(db, memberId, row.seriesId);
    if (!master) throw notFound();
    return { row: master, occurrenceStart: occurrenceStart ?? row.originalStart! };
  }
  return { row, occurrenceStart: occurrenceStart ?? (colon < 0 ? undefined : id.slice(colon + 1)) };
}

async function refreshAll(trx: DB, ids: readonly string[]) {
  for (const id of new Set(ids)) await refreshNextReminder(trx, id);
}

/**
 * POST /calendar/events: fields left out take the default event's (EventInput: work, a 15-minute
 * reminder); the member's zone by default. With a `clientId` (an event made offline, ADR 075) it
 * is made once: the same member sending it again gets the stored event, `created: false` — found
 * first, or by the unique (member, client id) index refusing a racing second insert.
 */
export async function createEvent(
  deps: CalendarDeps,
  memberId: string,
  input: z.output<typeof EventInput>,
): Promise<{ event: CalendarEvent; created: boolean }> {
  const { clientId = null, ...rest } = input;
  const stored = async () => (clientId ? await repo.findByClientId(deps.db, memberId, clientId) : undefined);
  const before = await stored();
  if (before) return { event: toCalendarEvent(before), created: false };
  const timeZone = rest.timeZone ?? (await memberTimeZone(deps.db, memberId));
  const { start: _s, end: _e, recurrence: _r, timeZone: _z, ...fields } = rest;
  const base: repo.EventValues = {
    ...fields,
    timeZone,
    startAt: rest.start,
    endAt: rest.end,
    seriesId: null,
    originalStart: null,
    rrule: null,
    exdates: [],
  };
  const values = mergeFields(base, { start: rest.start, end: rest.end, recurrence: rest.recurrence });
  const id = newId();
  const at = new Date().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await requireMemberCalendar(trx, memberId, rest.calendarId);
      await repo.insertEvent(trx, { ...values, id, memberId, nextReminderAt: null, at, clientId });
      await refreshNextReminder(trx, id);
    });
  } catch (error) {
    const raced = await stored();
    if (raced) return { event: toCalendarEvent(raced), created: false };
    throw error;
  }
  await calendarChanged(deps.caches, memberId);
  return { event: toCalendarEvent((await repo.findMemberEvent(deps.db, memberId, id))!), created: true };
}

/** GET /calendar/events/:id: a single event or a series' master. */
export async function getEvent(db: DB, memberId: string, id: string): Promise<CalendarEvent> {
  const { row } = await target(db, memberId, id);
  return toCalendarEvent(row);
}

/** PATCH /calendar/events/:id: a single event changes; a series changes by scope (series.ts). */
export async function patchEvent(
  deps: CalendarDeps,
  memberId: string,
  id: string,
  body: z.output<typeof EventPatch>,
): Promise<CalendarEvent> {
  const { scope, occurrenceStart, ...fields } = body;
  const at = new Date().toISOString();
  const resultId = await deps.db.transaction().execute(async (trx) => {
    const { row, occurrenceStart: start } = await target(trx, memberId, id, occurrenceStart);
    if (fields.calendarId !== undefined) await requireMemberCalendar(trx, memberId, fields.calendarId);
    if (row.rrule) {
      const { eventId, touched } = await editSeries(trx, row, fields, scope, start, at);
      await refreshAll(trx, touched);
      return eventId;
    }
    const { id: _i, memberId: _m, nextReminderAt: _n, createdAt: _c, updatedAt: _u, ...current } = row;
    await repo.updateEvent(trx, row.id, { ...mergeFields(current, fields), at });
    await refreshNextReminder(trx, row.id);
    return row.id;
  });
  await calendarChanged(deps.caches, memberId);
  return toCalendarEvent((await repo.findMemberEvent(deps.db, memberId, resultId))!);
}

/** DELETE /calendar/events/:id: a single event, or a series' occurrences by scope. */
export async function deleteEvent(deps: CalendarDeps, memberId: string, id: string, scope: EditScope, occurrenceStart?: string) {
  const at = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const { row, occurrenceStart: start } = await target(trx, memberId, id, occurrenceStart);
    if (!row.rrule) return repo.deleteEvent(trx, row.id);
    await refreshAll(trx, await deleteFromSeries(trx, row, scope, start, at));
  });
  await calendarChanged(deps.caches, memberId);
}
