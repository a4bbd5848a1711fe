import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import type { EmailChangeTable } from '../../db/schema-account.js';

export async function insertChange(db: DB, change: Insertable<EmailChangeTable>): Promise<void> {
  await db.insertInto('emailChange').values(change).execute();
}

/** A newer request (or "Cancel") retires the open ones that are not yet verified. */
export async function closeOpenChanges(db: DB, userId: string, at: string): Promise<void> {
  await db
    .updateTable('emailChange')
    .set({ closedAt: at })
    .where('userId', '=', userId)
    .where('closedAt', 'is', null)
    .where('verifiedAt', 'is', null)
    .execute();
}

const fields = ['id', 'userId', 'oldEmail', 'newEmail', 'verifyExpiresAt', 'undoExpiresAt', 'verifiedAt', 'closedAt'] as const;

type Row = { id: string; userId: string; oldEmail: string; newEmail: string } & Record<
  'verifyExpiresAt' | 'undoExpiresAt' | 'verifiedAt' | 'closedAt',
  string | Date | null
>;

/** Timestamps as ISO strings, comparable with `now` on both dialects. */
function normalise(row: Row | undefined) {
  if (!row) return undefined;
  const iso = (v: string | Date | null) => (v === null ? null : toIso(v));
  return {
    ...row,
    verifyExpiresAt: iso(row.verifyExpiresAt)!,
    undoExpiresAt: iso(row.undoExpiresAt)!,
    verifiedAt: iso(row.verifiedAt),
    closedAt: iso(row.closedAt),
  };
}

export async function findByVerifyHash(db: DB, hash: string) {
  return normalise(await db.selectFrom('emailChange').select(fields).where('verifyHash', '=', hash).executeTakeFirst());
}

export async function findByUndoHash(db: DB, hash: string) {
  return normalise(await db.selectFrom('emailChange').select(fields).where('undoHash', '=', hash).executeTakeFirst());
}

/** The address waiting for its link, if any. */
export async function pendingAddress(db: DB, userId: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('emailChange')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('closedAt', 'is', null)
    .where('verifiedAt', 'is', null)
    .where('verifyExpiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.newEmail ?? null;
}

/** One statement decides between two tabs opening the link together. */
export async function markVerified(db: DB, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('emailChange')
    .set({ verifiedAt: at })
    .where('id', '=', id)
    .where('verifiedAt', 'is', null)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function close(db: DB, id: string, at: string): Promise<boolean> {
  const r = await db.updateTable('emailChange').set({ closedAt: at }).where('id', '=', id).where('closedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
