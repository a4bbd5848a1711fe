import type { DB } from '../../db/database.js';

/** The user columns a person card shows. */
export function findPeople(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user')
    .select(['id', 'firstName', 'lastName', 'title', 'location', 'avatar'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The skills of these members in the order they added them (cards show the first few). */
export function skillsOf(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberSkill')
    .select(['userId', 'name', 'nameKey'])
    .where('userId', 'in', [...ids])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The experience entries of these members (the card names the current or latest company). */
export function experienceOf(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('experience')
    .select(['userId', 'company', 'startDate', 'endDate', 'createdAt'])
    .where('userId', 'in', [...ids])
    .execute();
}

/** The connection rows (pending or accepted) between `me` and these members: the pair index, both ways round. */
export function relationsWith(db: DB, me: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('connection')
    .select(['id', 'requesterId', 'addresseeId', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('userLow', '=', me), eb('userHigh', 'in', [...ids])]),
        eb.and([eb('userLow', 'in', [...ids]), eb('userHigh', '=', me)]),
      ]),
    )
    .execute();
}

/** Which of these members `me` follows. */
export async function followedAmong(db: DB, me: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('follow')
    .select('followeeId')
    .where('followerId', '=', me)
    .where('followeeId', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.followeeId));
}

/** The skill keys (lower-cased names) of these members, in no order: enough to score them. */
export function skillKeysOf(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberSkill')
    .select(['userId', 'nameKey'])
    .where('userId', 'in', [...ids])
    .execute();
}
