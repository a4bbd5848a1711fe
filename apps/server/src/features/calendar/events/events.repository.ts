import type { Selectable } from 'kysely';
import type { EventCategory } from '@skilllink/contracts/calendar-constants';
import { toBool, toIso, type DB } from '../../../db/database.js';
import type { CalendarEventTable } from '../../../db/schema.js';

/** A calendar_event row as the rest of the feature sees it: booleans, ISO strings, parsed JSON. */
export interface EventRecord {
  id: string;
  memberId: string;
  seriesId: string | null;
  originalStart: string | null;
  title: string;
  description: string | null;
  location: string | null;
  category: EventCategory;
  /** A default calendar's id or one of the member's own (calendars.service.ts checks which). */
  calendarId: string;
  isAllDay: boolean;
  startAt: string;
  endAt: string;
  timeZone: string;
  attendees: string[];
  reminders: number[];
  rrule: string | null;
  exdates: string[];
  nextReminderAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns a write sets (times of the write and the reminder queue are the service's). */
export type EventValues = Omit<EventRecord, 'id' | 'memberId' | 'nextReminderAt' | 'createdAt' | 'updatedAt'>;

function toRecord(full: Selectable<CalendarEventTable>): EventRecord {
  // The client id belongs to the one create that sent it: never copied into another row (a split series).
  const { clientId: _c, ...row } = full;
  return {
    ...row,
    category: row.category as EventCategory,
    isAllDay: toBool(row.isAllDay),
    attendees: JSON.parse(row.attendees) as string[],
    reminders: JSON.parse(row.reminders) as number[],
    exdates: JSON.parse(row.exdates) as string[],
    nextReminderAt: row.nextReminderAt === null ? null : toIso(row.nextReminderAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

function columnsOf(v: Partial<EventValues>) {
  const { attendees, reminders, exdates, ...rest } = v;
  return {
    ...rest,
    ...(attendees ? { attendees: JSON.stringify(attendees) } : {}),
    ...(reminders ? { reminders: JSON.stringify(reminders) } : {}),
    ...(exdates ? { exdates: JSON.stringify(exdates) } : {}),
  };
}

export async function insertEvent(
  db: DB,
  e: EventValues & { id: string; memberId: string; nextReminderAt: string | null; at: string; clientId?: string | null },
): Promise<void> {
  const { at, ...values } = e;
  await db
    .insertInto('calendarEvent')
    .values({
      ...values,
      attendees: JSON.stringify(values.attendees),
      reminders: JSON.stringify(values.reminders),
      exdates: JSON.stringify(values.exdates),
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

export async function updateEvent(db: DB, id: string, values: Partial<EventValues> & { at: string }): Promise<void> {
  const { at, ...rest } = values;
  await db
    .updateTable('calendarEvent')
    .set({ ...columnsOf(rest), updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteEvent(db: DB, id: string): Promise<void> {
  await db.deleteFrom('calendarEvent').where('id', '=', id).execute();
}

/** One of the member's rows; another member's id finds nothing (the access rule of the area). */
export async function findMemberEvent(db: DB, memberId: string, id: string): Promise<EventRecord | undefined> {
  const row = await db.selectFrom('calendarEvent').selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The member's event made with this client id (ADR 075), if any. */
export async function findByClientId(db: DB, memberId: string, clientId: string): Promise<EventRecord | undefined> {
  const row = await db
    .selectFrom('calendarEvent')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Any member's row by id: for the reminder queue, which works across members. */
export async function findEventById(db: DB, id: string): Promise<EventRecord | undefined> {
  const row = await db.selectFrom('calendarEvent').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Every row of a member (singles, masters, overrides), in start order: for export and seeding. */
export async function listMemberEvents(db: DB, memberId: string): Promise<EventRecord[]> {
  const rows = await db.selectFrom('calendarEvent').selectAll().where('memberId', '=', memberId).orderBy('startAt').orderBy('id').execute();
  return rows.map(toRecord);
}

/** The override rows of a series, by original start. */
export async function listOverrides(db: DB, seriesId: string): Promise<EventRecord[]> {
  const rows = await db.selectFrom('calendarEvent').selectAll().where('seriesId', '=', seriesId).orderBy('originalStart').execute();
  return rows.map(toRecord);
}

/**
 * What a range can show: every master that starts before the range ends (its later
 * occurrences may fall inside), and the singles and overrides whose stored times overlap the
 * widened range. Stored times are canonical ISO text or dates, so text comparison orders them.
 */
export async function listRangeRows(db: DB, memberId: string, fromIso: string, toIso: string): Promise<EventRecord[]> {
  const rows = await db
    .selectFrom('calendarEvent')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('startAt', '<', toIso)
    .where((eb) => eb.or([eb('rrule', 'is not', null), eb('endAt', '>', fromIso)]))
    .execute();
  return rows.map(toRecord);
}

/** Original starts of every override row of these series (they hide the generated occurrence). */
export async function overriddenStarts(db: DB, seriesIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (seriesIds.length === 0) return map;
  const rows = await db
    .selectFrom('calendarEvent')
    .select(['seriesId', 'originalStart'])
    .where('seriesId', 'in', [...seriesIds])
    .execute();
  for (const r of rows) map.set(r.seriesId!, [...(map.get(r.seriesId!) ?? []), r.originalStart!]);
  return map;
}

/** The reminder queue's write: the row's next reminder time, or null when none is ahead. */
export async function setNextReminderAt(db: DB, id: string, at: string | null): Promise<void> {
  await db.updateTable('calendarEvent').set({ nextReminderAt: at }).where('id', '=', id).execute();
}

/** The reminder queue's read: rows whose next reminder time has come, earliest first. */
export async function listDueEvents(db: DB, now: string, limit: number): Promise<EventRecord[]> {
  const rows = await db
    .selectFrom('calendarEvent')
    .selectAll()
    .where('nextReminderAt', '<=', now)
    .orderBy('nextReminderAt')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}
