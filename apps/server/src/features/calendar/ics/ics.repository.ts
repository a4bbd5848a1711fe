import type { DB } from '../../../db/database.js';
import type { Row } from './ics-import-plan.js';
import { foundInSlices } from '../../../db/in-slices.js';

/** The member's imported UIDs among `uids`: what an import skips as already there. */
export function importedUids(db: DB, memberId: string, uids: readonly string[]): Promise<Set<string>> {
  return foundInSlices(uids, async (slice) => {
    const rows = await db
      .selectFrom('calendarImportUid')
      .select('uid')
      .where('memberId', '=', memberId)
      .where('uid', 'in', slice)
      .execute();
    return rows.map((r) => r.uid);
  });
}

/** Which of these ids are the member's events (a file of their own export names them in UIDs). */
export function ownEventIds(db: DB, memberId: string, ids: readonly string[]): Promise<Set<string>> {
  return foundInSlices(ids, async (slice) => {
    const rows = await db.selectFrom('calendarEvent').select('id').where('memberId', '=', memberId).where('id', 'in', slice).execute();
    return rows.map((r) => r.id);
  });
}

/** Event id → original UID, for the member's imported events. */
export async function importedUidsByEvent(db: DB, memberId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('calendarImportUid').select(['eventId', 'uid']).where('memberId', '=', memberId).execute();
  return new Map(rows.map((r) => [r.eventId, r.uid]));
}

/** How many rows (single events, series, changed occurrences) the member's calendar holds. */
export async function countMemberEvents(db: DB, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('calendarEvent')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores new event rows in one statement (an import's batch). */
export async function insertEventRows(db: DB, rows: ReadonlyArray<Row>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('calendarEvent')
    .values(
      rows.map(({ at, ...r }) => ({
        ...r,
        attendees: JSON.stringify(r.attendees),
        reminders: JSON.stringify(r.reminders),
        exdates: JSON.stringify(r.exdates),
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
}

/** Remembers imported UIDs; how many were new (fewer than given: a concurrent import took some). */
export async function recordImportedUids(db: DB, rows: ReadonlyArray<{ memberId: string; uid: string; eventId: string }>): Promise<number> {
  if (rows.length === 0) return 0;
  const res = await db
    .insertInto('calendarImportUid')
    .values([...rows])
    .onConflict((oc) => oc.columns(['memberId', 'uid']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
