import type { Insertable } from 'kysely';
import { toIso, type DB } from '../../db/database.js';
import type { OidcAttemptTable, OidcProvider } from '../../db/schema-oidc.js';

export function insertAttempt(db: DB, row: Insertable<OidcAttemptTable>) {
  return db.insertInto('oidcAttempt').values(row).execute();
}

/** Takes the attempt out (one use), whatever happens next; an expired one counts as absent. */
export async function takeAttempt(db: DB, tokenHash: string, now: string) {
  const row = await db.deleteFrom('oidcAttempt').where('tokenHash', '=', tokenHash).returningAll().executeTakeFirst();
  return row && toIso(row.expiresAt) > now ? row : undefined;
}

/** Takes out a pending link (an identity waiting for the password); a sign-in in flight is left alone. */
export async function takePendingLink(db: DB, tokenHash: string, now: string) {
  const row = await db
    .deleteFrom('oidcAttempt')
    .where('tokenHash', '=', tokenHash)
    .where('subject', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row && toIso(row.expiresAt) > now ? row : undefined;
}

export function deleteExpiredAttempts(db: DB, now: string) {
  return db.deleteFrom('oidcAttempt').where('expiresAt', '<=', now).execute();
}

export function findIdentity(db: DB, provider: OidcProvider, subject: string) {
  return db.selectFrom('oidcIdentity').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
}

export function identitiesOf(db: DB, userId: string) {
  return db.selectFrom('oidcIdentity').select(['provider', 'email', 'linkedAt']).where('userId', '=', userId).orderBy('provider').execute();
}

/** Links, replacing the member's earlier identity at the same provider (the unique pair decides). */
export async function linkIdentity(
  db: DB,
  row: { provider: OidcProvider; subject: string; userId: string; email: string; linkedAt: string },
) {
  await db.deleteFrom('oidcIdentity').where('userId', '=', row.userId).where('provider', '=', row.provider).execute();
  await db.insertInto('oidcIdentity').values(row).execute();
}

export async function unlinkIdentity(db: DB, userId: string, provider: OidcProvider): Promise<boolean> {
  const res = await db.deleteFrom('oidcIdentity').where('userId', '=', userId).where('provider', '=', provider).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function findAccountByEmail(db: DB, email: string) {
  return db.selectFrom('user').select(['id', 'passwordHash', 'isVerified', 'email']).where('email', '=', email).executeTakeFirst();
}
