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
