import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A subscription as saved (never pushed yet). */
export type NewPushDevice = Omit<Insertable<Database['pushSubscription']>, 'lastPushedAt'>;

const shown = ['id', 'endpoint', 'userAgent', 'createdAt', 'lastPushedAt'] as const;

/**
 * Saves a browser's subscription for the member and the session it was made in. The endpoint is
 * the browser's: when it was someone else's (another member signed in on this browser before),
 * it is theirs no more.
 */
export async function upsertDevice(db: DB, d: NewPushDevice) {
  const { id: _id, endpoint: _endpoint, ...changed } = d;
  return db
    .insertInto('pushSubscription')
    .values(d)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...changed, lastPushedAt: null }))
    .returning(shown)
    .executeTakeFirstOrThrow();
}

/** Removes the member's oldest subscriptions beyond `keep`. */
export async function trimDevices(db: DB, userId: string, keep: number): Promise<void> {
  const extra = await db
    .selectFrom('pushSubscription')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (extra.length)
    await db
      .deleteFrom('pushSubscription')
      .where(
        'id',
        'in',
        extra.map((r) => r.id),
      )
      .execute();
}

export function listDevices(db: DB, userId: string) {
  return db.selectFrom('pushSubscription').select(shown).where('userId', '=', userId).orderBy('createdAt', 'desc').execute();
}

/** Deletes one of the member's subscriptions; false when there is none of theirs by that id. */
export async function deleteDevice(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pushSubscription').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a push needs: where, and the keys to encrypt for. */
export function pushTargets(db: DB, userId: string) {
  return db.selectFrom('pushSubscription').select(['id', 'endpoint', 'p256dh', 'auth']).where('userId', '=', userId).execute();
}

export async function markPushed(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable('pushSubscription').set({ lastPushedAt: at }).where('id', '=', id).execute();
}

/** The push service said this subscription is gone (404/410): it never comes back. */
export async function forgetEndpoint(db: DB, id: string): Promise<void> {
  await db.deleteFrom('pushSubscription').where('id', '=', id).execute();
}
