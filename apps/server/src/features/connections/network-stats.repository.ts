import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { connectionsOf } from './graph.repository.js';

/**
 * Every skill of my connections, with its category: the catalogue's for a skill the catalogue
 * knows (same lower-cased name), else the one the member chose when adding it.
 */
export function connectionSkills(db: DB, me: string) {
  return db
    .selectFrom('memberSkill as s')
    .leftJoin('skillCatalog as c', 'c.nameKey', 's.nameKey')
    .select([
      's.userId',
      's.nameKey',
      sql<string>`coalesce(c.name, s.name)`.as('name'),
      sql<string>`coalesce(c.category, s.category)`.as('category'),
    ])
    .where('s.userId', 'in', connectionsOf(db, me))
    .execute();
}
