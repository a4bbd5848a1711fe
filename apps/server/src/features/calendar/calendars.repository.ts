import { toIso, type DB } from '../../db/database.js';

/** A member's own calendar (the defaults are constants, not rows). */
export interface OwnCalendarRecord {
  id: string;
  name: string;
  color: string;
  createdAt: string;
}

export async function listOwnCalendars(db: DB, memberId: string): Promise<OwnCalendarRecord[]> {
  const rows = await db
    .selectFrom('memberCalendar')
    .select(['id', 'name', 'color', 'createdAt'])
    .where('memberId', '=', memberId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: toIso(r.createdAt) }));
}

export async function findOwnCalendar(db: DB, memberId: string, id: string): Promise<OwnCalendarRecord | undefined> {
  const row = await db
    .selectFrom('memberCalendar')
    .select(['id', 'name', 'color', 'createdAt'])
    .where('memberId', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, createdAt: toIso(row.createdAt) };
}

export async function countOwnCalendars(db: DB, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('memberCalendar')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOwnCalendar(db: DB, c: { id: string; memberId: string; name: string; color: string; at: string }) {
  await db
    .insertInto('memberCalendar')
    .values({ id: c.id, memberId: c.memberId, name: c.name, color: c.color, createdAt: c.at, updatedAt: c.at })
    .execute();
}

export async function updateOwnCalendar(db: DB, memberId: string, id: string, values: { name?: string; color?: string; at: string }) {
  const { at, ...rest } = values;
  await db
    .updateTable('memberCalendar')
    .set({ ...rest, updatedAt: at })
    .where('memberId', '=', memberId)
    .where('id', '=', id)
    .execute();
}

export async function deleteOwnCalendar(db: DB, memberId: string, id: string) {
  await db.deleteFrom('memberCalendar').where('memberId', '=', memberId).where('id', '=', id).execute();
}

/** The rows (singles, masters, overrides) of one of the member's calendars. */
export async function eventsInCalendar(db: DB, memberId: string, calendarId: string) {
  return db
    .selectFrom('calendarEvent')
    .select(['id', 'seriesId', 'originalStart'])
    .where('memberId', '=', memberId)
    .where('calendarId', '=', calendarId)
    .execute();
}

export async function moveEventsToCalendar(db: DB, memberId: string, from: string, to: string, at: string) {
  await db
    .updateTable('calendarEvent')
    .set({ calendarId: to, updatedAt: at })
    .where('memberId', '=', memberId)
    .where('calendarId', '=', from)
    .execute();
}
