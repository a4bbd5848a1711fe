import type { DB } from '../../db/database.js';

// What the search page suggests: popular searches, trending skills, people to meet. Read-only.

/** PostgreSQL returns count() and sum() as bigint strings. */
const int = (value: number | string | bigint | null) => Number(value ?? 0);

/**
 * Queries by member-days since `sinceDay`, most first. Only queries at least `minMembers`
 * members ran on one same day: search_count counts each member once a day, so across days one
 * member running a query daily could not be told from several members.
 */
export async function popularQueries(db: DB, sinceDay: string, minMembers: number, limit: number) {
  const rows = await db
    .selectFrom('searchCount')
    .select((eb) => ['queryKey', eb.fn.sum<number | string>('members').as('total')])
    .where('day', '>=', sinceDay)
    .groupBy('queryKey')
    .having((eb) => eb.fn.max('members'), '>=', minMembers)
    .orderBy('total', 'desc')
    .orderBy('queryKey')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ queryKey: r.queryKey, total: int(r.total) }));
}

/** Each key's spelling on the latest day it was run since `sinceDay`. */
export async function latestSpellings(db: DB, keys: readonly string[], sinceDay: string): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('searchCount')
    .select(['queryKey', 'query'])
    .where('queryKey', 'in', [...keys])
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .execute();
  // Oldest day first: later days overwrite earlier ones.
  return new Map(rows.map((r) => [r.queryKey, r.query]));
}

export function catalogSkills(db: DB) {
  return db.selectFrom('skillCatalog').select(['name', 'slug', 'nameKey', 'isPopular', 'memberCount']).execute();
}

/** Members who added each skill since `sinceDay` (skill_addition_daily, kept by the profile in the same transaction). */
export async function additionsSince(db: DB, sinceDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('skillAdditionDaily')
    .select((eb) => ['nameKey', eb.fn.sum<number | string>('additions').as('n')])
    .where('day', '>=', sinceDay)
    .groupBy('nameKey')
    .execute();
  return new Map(rows.map((r) => [r.nameKey, int(r.n)]));
}

/**
 * How many of the newest `maxListings` open listings posted since `since` ask for each skill.
 * The cap keeps the read short however many listings there are (the job_status_posted_idx
 * range gives the newest first); the newest postings are the demand that is trending.
 */
export async function listingDemandSince(db: DB, since: string, maxListings: number): Promise<Map<string, number>> {
  const recent = db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'open')
    .where('postedAt', '>=', since)
    .orderBy('postedAt', 'desc')
    .limit(maxListings);
  const rows = await db
    .selectFrom('jobSkill')
    .select((eb) => ['skillKey', eb.fn.countAll<number | string>().as('n')])
    .where('jobId', 'in', recent)
    .groupBy('skillKey')
    .execute();
  return new Map(rows.map((r) => [r.skillKey, int(r.n)]));
}
