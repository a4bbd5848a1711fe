import type { DB } from '../../db/database.js';

/** The member's imported UIDs among `uids`: what an import skips as already there. */
export async function importedUids(db: DB, memberId: string, uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const found = new Set<string>();
  // In slices, so a large file never builds one statement past the databases' parameter limits.
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db
      .selectFrom('calendarImportUid')
      .select('uid')
      .where('memberId', '=', memberId)
      .where('uid', 'in', uids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.uid);
  }
  return found;
}

/** Which of these ids are the member's events (a file of their own export names them in UIDs). */
export async function ownEventIds(db: DB, memberId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('calendarEvent')
      .select('id')
      .where('memberId', '=', memberId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
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
