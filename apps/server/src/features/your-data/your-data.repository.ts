import type { DB } from '../../db/database.js';

// Kysely queries of Settings → Your data (ADR 062). Jobs claim a row with a conditional update:
// of several processes, the one whose update changed the row runs it.

/** A claim older than this belongs to a process that died: another takes the row. */
export const STALE_CLAIM_MS = 15 * 60_000;

export function latestExport(db: DB, userId: string) {
  return db
    .selectFrom('dataExport')
    .select(['id', 'status', 'requestedAt', 'expiresAt', 'storageKey'])
    .where('userId', '=', userId)
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertExport(db: DB, id: string, userId: string, at: string): Promise<void> {
  await db.insertInto('dataExport').values({ id, userId, status: 'pending', requestedAt: at }).execute();
}

/** Pending exports nobody holds (or whose holder died), oldest first. */
export function exportsToBuild(db: DB, now: Date, limit: number) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  return db
    .selectFrom('dataExport')
    .select(['id', 'userId', 'attempts'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .orderBy('requestedAt')
    .limit(limit)
    .execute();
}

export async function claimExport(db: DB, id: string, attempts: number, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const result = await db
    .updateTable('dataExport')
    .set({ claimedAt: now.toISOString(), attempts: attempts + 1 })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempts)
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function exportReady(
  db: DB,
  id: string,
  fields: { storageKey: string; tokenHash: string; readyAt: string; expiresAt: string },
) {
  await db
    .updateTable('dataExport')
    .set({ ...fields, status: 'ready' })
    .where('id', '=', id)
    .execute();
}

export async function exportFailed(db: DB, id: string): Promise<void> {
  await db.updateTable('dataExport').set({ status: 'failed' }).where('id', '=', id).execute();
}

export function exportByToken(db: DB, tokenHash: string) {
  return db
    .selectFrom('dataExport')
    .select(['id', 'userId', 'status', 'expiresAt', 'storageKey', 'readyAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Ready exports whose link has expired and whose ZIP is still stored. */
export function expiredExports(db: DB, now: Date) {
  return db
    .selectFrom('dataExport')
    .select(['id', 'storageKey'])
    .where('status', '=', 'ready')
    .where('expiresAt', '<', now.toISOString())
    .where('storageKey', 'is not', null)
    .execute();
}

export async function forgetExportFile(db: DB, id: string): Promise<void> {
  await db.updateTable('dataExport').set({ storageKey: null }).where('id', '=', id).execute();
}

export function pendingDeletion(db: DB, userId: string) {
  return db.selectFrom('accountDeletion').select(['dueAt']).where('userId', '=', userId).where('erasedAt', 'is', null).executeTakeFirst();
}

/** Schedules a deletion; a member's earlier (cancelled-and-forgotten) row cannot exist, one waiting stays as it is. */
export async function insertDeletion(db: DB, userId: string, requestedAt: string, dueAt: string): Promise<void> {
  await db
    .insertInto('accountDeletion')
    .values({ userId, requestedAt, dueAt })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Cancels a waiting deletion; true when there was one. Once the erasure has begun it cannot be cancelled. */
export async function deleteDeletion(db: DB, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('accountDeletion')
    .where('userId', '=', userId)
    .where('erasedAt', 'is', null)
    .where('claimedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletions whose 14 days have passed and that nobody holds (or whose holder died). */
export function deletionsDue(db: DB, now: Date, limit: number) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  return db
    .selectFrom('accountDeletion')
    .select(['userId', 'claimedAt'])
    .where('erasedAt', 'is', null)
    .where('dueAt', '<=', now.toISOString())
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .orderBy('dueAt')
    .limit(limit)
    .execute();
}

export async function claimDeletion(db: DB, userId: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const result = await db
    .updateTable('accountDeletion')
    .set({ claimedAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('erasedAt', 'is', null)
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletionDone(db: DB, userId: string, at: string): Promise<void> {
  await db.updateTable('accountDeletion').set({ erasedAt: at }).where('userId', '=', userId).execute();
}
