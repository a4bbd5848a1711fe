import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/database.js';

export interface CatalogFilter {
  /** Lower-cased search text, or '' for none. */
  q: string;
  /** Category display name ("Data Science"), or null for every category. */
  category: string | null;
  difficulty: string | null;
  popularOnly: boolean;
}

/** "50%_off" → "%50\%\_off%": the member's text is matched literally, never as a pattern. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// lower() on both sides: SQLite's LIKE ignores ASCII case but PostgreSQL's does not, and
// ILIKE does not exist on SQLite. The catalogue is a few hundred rows, so a scan is cheap.
const lowerLike = (column: 'skillCatalog.name' | 'skillCatalog.description', pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Catalogue rows with whether the member has each skill (one indexed probe per row). */
function catalogRows(db: DB, userId: string) {
  return db
    .selectFrom('skillCatalog')
    .select([
      'skillCatalog.id',
      'skillCatalog.slug',
      'skillCatalog.name',
      'skillCatalog.nameKey',
      'skillCatalog.category',
      'skillCatalog.description',
      'skillCatalog.difficulty',
      'skillCatalog.averageSalary',
      'skillCatalog.prerequisites',
      'skillCatalog.relatedSkills',
      'skillCatalog.isPopular',
      'skillCatalog.memberCount',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('memberSkill')
            .select(sql.lit(1).as('one'))
            .where('memberSkill.userId', '=', userId)
            .whereRef('memberSkill.nameKey', '=', 'skillCatalog.nameKey'),
        )
        .as('inMyProfile'),
    );
}

export type CatalogRow = Awaited<ReturnType<ReturnType<typeof catalogRows>['executeTakeFirstOrThrow']>>;

/** Matching skills: name matches first, then the most widely held, then by name. */
export function searchCatalog(db: DB, userId: string, filter: CatalogFilter) {
  let query = catalogRows(db, userId);
  const pattern = filter.q ? containsPattern(filter.q) : null;
  if (pattern) {
    query = query
      .where((eb) => eb.or([lowerLike('skillCatalog.name', pattern), lowerLike('skillCatalog.description', pattern)]))
      .orderBy(sql`case when ${lowerLike('skillCatalog.name', pattern)} then 0 else 1 end`);
  }
  if (filter.category) query = query.where('skillCatalog.category', '=', filter.category);
  if (filter.difficulty) query = query.where('skillCatalog.difficulty', '=', filter.difficulty);
  if (filter.popularOnly) query = query.where('skillCatalog.isPopular', '=', true);
  return query.orderBy('skillCatalog.memberCount', 'desc').orderBy('skillCatalog.name').execute();
}

export function findSkillBySlug(db: DB, userId: string, slug: string) {
  return catalogRows(db, userId).where('skillCatalog.slug', '=', slug).executeTakeFirst();
}

export function findSlugsByNameKeys(db: DB, nameKeys: string[]) {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db.selectFrom('skillCatalog').select(['nameKey', 'slug']).where('nameKey', 'in', nameKeys).execute();
}

/** Every catalogue skill's name and slug, keyed for joining with the addition history. */
export function listCatalogNames(db: DB) {
  return db.selectFrom('skillCatalog').select(['nameKey', 'name', 'slug', 'category']).execute();
}

/**
 * Members with at least one skill. Counting a DISTINCT subquery lets PostgreSQL hash the ids
 * (3× faster than count(distinct …) at 50,000 members); SQLite reads the (user_id, name_key)
 * index either way.
 */
export async function countActiveProfessionals(db: DB): Promise<number> {
  const row = await db
    .selectFrom(db.selectFrom('memberSkill').select('userId').distinct().as('members'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
