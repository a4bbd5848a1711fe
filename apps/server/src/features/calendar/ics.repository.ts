import type { DB } from '../../db/database.js';
import { foundInSlices } from '../../db/in-slices.js';

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

/** Remembers an imported event's UID; false when the member already has it (a concurrent import). */
export async function recordImportedUid(db: DB, r: { memberId: string; uid: string; eventId: string }): Promise<boolean> {
  const res = await db
    .insertInto('calendarImportUid')
    .values(r)
    .onConflict((oc) => oc.columns(['memberId', 'uid']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Event id → original UID, for the member's imported events. */
export async function importedUidsByEvent(db: DB, memberId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('calendarImportUid').select(['eventId', 'uid']).where('memberId', '=', memberId).execute();
  return new Map(rows.map((r) => [r.eventId, r.uid]));
}
