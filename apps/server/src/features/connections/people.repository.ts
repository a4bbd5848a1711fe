import type { DB } from '../../db/database.js';

/** The user columns a person card shows. */
export function findPeople(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user')
    .select(['id', 'firstName', 'lastName', 'title', 'avatar'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The skills of these members in the order they added them (cards show the first few). */
export function skillsOf(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberSkill')
    .select(['userId', 'name'])
    .where('userId', 'in', [...ids])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
