import type { DB } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import { newId } from '../../platform/ids.js';

/** The member's two-step state; the last step comes back a number whatever the dialect. */
export async function readTotp(db: DB, userId: string) {
  const row = await db
    .selectFrom('user')
    .select(['totpSecret', 'totpPendingSecret', 'totpEnabledAt', 'totpLastStep'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...row, totpLastStep: row.totpLastStep === null ? null : Number(row.totpLastStep) };
}

export async function setPendingSecret(db: DB, userId: string, secret: string, now: string): Promise<void> {
  await db.updateTable('user').set({ totpPendingSecret: secret, updatedAt: now }).where('id', '=', userId).execute();
}

/** Turns the pending secret on, unless a newer setup replaced it meanwhile (then false). */
export async function enableTotp(db: DB, userId: string, secret: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where('id', '=', userId)
    .where('totpPendingSecret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTotp(db: DB, userId: string, now: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
  await db.deleteFrom('signInChallenge').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: DB, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCode')
    .values(hashes.map((codeHash) => ({ id: newId(), userId, codeHash, usedAt: null })))
    .execute();
}

/**
 * Moves the last used step forward in one conditional write: of two requests with the same
 * code, only one finds the old step still there.
 */
export async function useStep(db: DB, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where('totpSecret', 'is not', null)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a recovery code: 'used' when it was spent before, 'unknown' when it is not the member's. */
export async function useRecoveryCode(db: DB, userId: string, codeHash: string, now: string): Promise<'ok' | 'used' | 'unknown'> {
  const result = await db
    .updateTable('recoveryCode')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'ok';
  const spent = await db
    .selectFrom('recoveryCode')
    .select('id')
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .executeTakeFirst();
  return spent ? 'used' : 'unknown';
}

export async function twoStepEnabled(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('totpEnabledAt').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.totpEnabledAt !== null;
}

export async function insertChallenge(
  db: DB,
  row: { tokenHash: string; userId: string; persistent: boolean; method: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('signInChallenge').values(row).execute();
}

/**
 * Counts one try on a live challenge that has tries left, in the same write that checks it,
 * so parallel guesses cannot exceed the limit; undefined when the challenge is gone, expired or spent.
 */
export async function takeAttempt(db: DB, tokenHash: string, now: string, maxAttempts: number) {
  const row = await db
    .updateTable('signInChallenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['userId', 'persistent', 'method', 'attempts'])
    .executeTakeFirst();
  return row && { ...row, persistent: toBool(row.persistent) };
}

/** Ends a challenge; true for the one request that ended it. */
export async function deleteChallenge(db: DB, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('signInChallenge').where('tokenHash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Challenges are kept minutes; the ones nobody finished are dropped with the history sweep. */
export async function deleteExpiredChallenges(db: DB, now: string): Promise<void> {
  await db.deleteFrom('signInChallenge').where('expiresAt', '<=', now).execute();
}
