import type { DB } from '../../db/database.js';
import type { PageCursor } from '../../platform/cursor.js';
import { memberPair } from '../../db/member-pair.js';

export function findMember(db: DB, id: string) {
  return db.selectFrom('user').select(['id', 'firstName', 'lastName']).where('id', '=', id).executeTakeFirst();
}

/** The one connection row between two members, whichever way it went. */
export function findPair(db: DB, a: string, b: string) {
  const { userLow, userHigh } = memberPair(a, b);
  return db
    .selectFrom('connection')
    .select(['id', 'requesterId', 'addresseeId', 'status', 'message', 'createdAt'])
    .where('userLow', '=', userLow)
    .where('userHigh', '=', userHigh)
    .executeTakeFirst();
}

export async function insertRequest(
  db: DB,
  r: { id: string; requesterId: string; addresseeId: string; message: string; now: string },
): Promise<void> {
  await db
    .insertInto('connection')
    .values({
      id: r.id,
      requesterId: r.requesterId,
      addresseeId: r.addresseeId,
      ...memberPair(r.requesterId, r.addresseeId),
      status: 'pending',
      message: r.message,
      createdAt: r.now,
      respondedAt: null,
    })
    .execute();
}

export function findRequest(db: DB, id: string) {
  return db
    .selectFrom('connection')
    .select(['id', 'requesterId', 'addresseeId', 'status', 'message', 'createdAt', 'respondedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Accepts a pending request addressed to `me`. The status condition makes this the one place
 * a race is settled: of two accepts, only one changes a row (PostgreSQL re-checks the condition
 * after the first commits; SQLite runs writers one at a time), so only that one notifies.
 */
export async function acceptPending(db: DB, id: string, me: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('connection')
    .set({ status: 'accepted', respondedAt: now })
    .where('id', '=', id)
    .where('addresseeId', '=', me)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a pending request where `me` plays `role`; false when there was none. */
export async function deletePending(db: DB, id: string, me: string, role: 'requesterId' | 'addresseeId'): Promise<boolean> {
  const result = await db
    .deleteFrom('connection')
    .where('id', '=', id)
    .where(role, '=', me)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the accepted connection between two members, whoever asked first. */
export async function deleteAccepted(db: DB, a: string, b: string): Promise<boolean> {
  const { userLow, userHigh } = memberPair(a, b);
  const result = await db
    .deleteFrom('connection')
    .where('userLow', '=', userLow)
    .where('userHigh', '=', userHigh)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** My accepted connections, newest first (by when accepted, ties by id), strictly after the cursor. */
export function listAccepted(db: DB, me: string, before: PageCursor | undefined, limit: number) {
  let query = db
    .selectFrom('connection')
    .select((eb) => [
      'id',
      'respondedAt',
      'createdAt',
      eb.case().when('requesterId', '=', me).then(eb.ref('addresseeId')).else(eb.ref('requesterId')).end().as('personId'),
    ])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('requesterId', '=', me), eb('addresseeId', '=', me)]));
  if (before) query = query.where((eb) => eb(eb.refTuple('respondedAt', 'id'), '<', eb.tuple(before.at, before.id)));
  return query.orderBy('respondedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Pending requests I received or sent, newest first. */
export function listPending(db: DB, me: string, direction: 'received' | 'sent', limit: number) {
  const mine = direction === 'received' ? 'addresseeId' : 'requesterId';
  const theirs = direction === 'received' ? 'requesterId' : 'addresseeId';
  return db
    .selectFrom('connection')
    .select(['id', 'message', 'createdAt', `${theirs} as personId`])
    .where(mine, '=', me)
    .where('status', '=', 'pending')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countConnections(db: DB, me: string): Promise<{ connections: number; pendingReceived: number }> {
  const row = await db
    .selectFrom('connection')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', 'accepted').then(1).else(0).end()).as('connections'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'pending'), eb('addresseeId', '=', me)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('pendingReceived'),
    ])
    .where((eb) => eb.or([eb('requesterId', '=', me), eb('addresseeId', '=', me)]))
    .executeTakeFirst();
  return { connections: Number(row?.connections ?? 0), pendingReceived: Number(row?.pendingReceived ?? 0) };
}
