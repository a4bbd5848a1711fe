import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

export interface DiscoverCandidate {
  userId: string;
  shared: number;
  /** How many skills the member has. */
  total: number;
  createdAt: string | Date;
}

/**
 * Members other than `me` whose match score with my `nameKeys` is over `minScore`, with what
 * the score and its ties need. Only holders of my skills are read (member_skill_name_user_idx
 * ranges, one per skill), and only those sharing at least `minShared` of them are counted in
 * full. The rounded score exceeds minScore exactly when 100·shared / distinct ≥ minScore + ½,
 * i.e. 200·shared ≥ (2·minScore + 1)·(mine + theirs − shared), which the query checks in integers.
 */
export async function discoverCandidates(
  db: DB,
  me: string,
  nameKeys: readonly string[],
  minShared: number,
  minScore: number,
): Promise<DiscoverCandidate[]> {
  const holders = db
    .selectFrom('memberSkill')
    .select((eb) => ['userId', eb.fn.countAll<number | string>().as('shared')])
    .where('nameKey', 'in', [...nameKeys])
    .where('userId', '<>', me)
    .groupBy('userId')
    .having((eb) => eb.fn.countAll(), '>=', minShared);
  const rows = await db
    .selectFrom(holders.as('c'))
    .innerJoin('memberSkill as t', 't.userId', 'c.userId')
    .innerJoin('user as u', 'u.id', 'c.userId')
    .select((eb) => ['c.userId', 'c.shared', 'u.createdAt', eb.fn.countAll<number | string>().as('total')])
    .groupBy(['c.userId', 'c.shared', 'u.createdAt'])
    .having(sql<boolean>`200 * c.shared >= ${sql.lit(2 * minScore + 1)} * (${sql.lit(nameKeys.length)} + count(*) - c.shared)`)
    .execute();
  // PostgreSQL counts are bigint, which pg returns as strings.
  return rows.map((r) => ({ userId: r.userId, shared: Number(r.shared), total: Number(r.total), createdAt: r.createdAt }));
}
