import type { DB } from '../../db/database.js';

/** The lower and higher id of a pair, as the unique (user_low, user_high) index stores it. */
export const pairOf = (a: string, b: string): { userLow: string; userHigh: string } =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

export function findMember(db: DB, id: string) {
  return db.selectFrom('user').select(['id', 'firstName', 'lastName']).where('id', '=', id).executeTakeFirst();
}

/** The one connection row between two members, whichever way it went. */
export function findPair(db: DB, a: string, b: string) {
  const { userLow, userHigh } = pairOf(a, b);
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
      ...pairOf(r.requesterId, r.addresseeId),
      status: 'pending',
      message: r.message,
      createdAt: r.now,
      respondedAt: null,
    })
    .execute();
}
