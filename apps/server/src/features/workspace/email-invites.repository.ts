import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { WorkspaceEmailInviteTable } from '../../db/schema-workspace.js';

// Kysely queries of invitations by e-mail (ADR 059).

/** The account that holds an address, if any (addresses are stored lower-cased). */
export async function accountByEmail(db: DB, email: string) {
  const row = await db.selectFrom('user').select(['id', 'language', 'isVerified']).where('email', '=', email).executeTakeFirst();
  return row && { id: row.id, language: row.language, isVerified: Boolean(row.isVerified) };
}
export type Account = NonNullable<Awaited<ReturnType<typeof accountByEmail>>>;

export const languageOf = (db: DB, userId: string) =>
  db
    .selectFrom('user')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((r) => r?.language ?? 'en');

/** False when the address is invited to this project already. */
export async function insertEmailInvite(db: DB, row: Insertable<WorkspaceEmailInviteTable>): Promise<boolean> {
  const result = await db
    .insertInto('workspaceEmailInvite')
    .values(row)
    .onConflict((oc) => oc.columns(['projectId', 'emailHash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function emailInvitesFor(db: DB, emailHash: string) {
  return db
    .selectFrom('workspaceEmailInvite')
    .select(['id', 'projectId', 'role', 'invitedBy'])
    .where('emailHash', '=', emailHash)
    .execute();
}

export async function deleteEmailInvite(db: DB, projectId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('workspaceEmailInvite').where('projectId', '=', projectId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
