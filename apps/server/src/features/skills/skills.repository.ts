import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

/** The whole catalogue: a few hundred rows of reference data, read once a minute (insights). */
export function listCatalog(db: DB) {
  return db
    .selectFrom('skillCatalog')
    .select([
      'id',
      'slug',
      'name',
      'nameKey',
      'category',
      'description',
      'difficulty',
      'averageSalary',
      'prerequisites',
      'relatedSkills',
      'isPopular',
      'memberCount',
    ])
    .execute();
}

export type CatalogRow = Awaited<ReturnType<typeof listCatalog>>[number];

/** The name keys of a member's own skills ("in my profile"). */
export async function memberSkillKeys(db: DB, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('memberSkill').select('nameKey').where('userId', '=', userId).execute();
  return rows.map((r) => r.nameKey);
}

/**
 * Up to `limit` distinct members holding a skill, in id order after `after`: one stretch of
 * member_skill_user_name_idx, so counting them all can be split into short reads.
 */
export async function membersWithSkillsAfter(db: DB, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberSkill')
    .select('userId')
    .distinct()
    .where('userId', '>', after)
    .orderBy('userId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.userId);
}

export interface AdditionTotals {
  nameKey: string;
  current: number;
  previous: number;
}

/**
 * Additions per skill name in two adjacent windows of days ("YYYY-MM-DD", inclusive):
 * previous = [previousStart, currentStart) and current = [currentStart, today]. Reads only
 * the window's rows through the day index.
 */
export async function additionTotals(db: DB, previousStart: string, currentStart: string, today: string): Promise<AdditionTotals[]> {
  const rows = await db
    .selectFrom('skillAdditionDaily')
    .select('nameKey')
    .select(sql<number | string>`sum(case when ${sql.ref('day')} >= ${currentStart} then ${sql.ref('additions')} else 0 end)`.as('current'))
    .select(sql<number | string>`sum(case when ${sql.ref('day')} < ${currentStart} then ${sql.ref('additions')} else 0 end)`.as('previous'))
    .where('day', '>=', previousStart)
    .where('day', '<=', today)
    .groupBy('nameKey')
    .execute();
  // PostgreSQL returns sums of integers as strings (bigint).
  return rows.map((r) => ({ nameKey: r.nameKey, current: Number(r.current), previous: Number(r.previous) }));
}
