import type { DB } from './database.js';

/**
 * The lower and higher id of two members, as the connection table's unique
 * (user_low, user_high) index stores a pair whichever of them asked. Every area that reads or
 * writes a pair uses this one rule.
 */
export const memberPair = (a: string, b: string): { userLow: string; userHigh: string } =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

/** True when the two members are connected (an accepted request, whichever of them asked). */
export async function areConnected(db: DB, a: string, b: string): Promise<boolean> {
  const pair = memberPair(a, b);
  const row = await db
    .selectFrom('connection')
    .select('id')
    .where('userLow', '=', pair.userLow)
    .where('userHigh', '=', pair.userHigh)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Upper bound on the connections a candidate list is picked from (a person's network, not a crawl). */
export const CONNECTIONS_SCANNED = 2_000;

/**
 * The member's accepted connections as cards (id, names, title, avatar), for pickers that add
 * people to a team; each caller narrows it to those not on its team yet and runs it.
 */
export function connectionCards(db: DB, userId: string) {
  return db
    .selectFrom('connection as c')
    .innerJoin('user as u', (join) =>
      join.on((eb) =>
        eb.and([eb.or([eb('u.id', '=', eb.ref('c.userLow')), eb('u.id', '=', eb.ref('c.userHigh'))]), eb('u.id', '!=', userId)]),
      ),
    )
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.title', 'u.avatar'])
    .where('c.status', '=', 'accepted')
    .where((eb) => eb.or([eb('c.userLow', '=', userId), eb('c.userHigh', '=', userId)]))
    .limit(CONNECTIONS_SCANNED);
}
