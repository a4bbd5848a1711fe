import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.js';

// People search reads (docs/computations.md "Connections"). `q` is already lower-cased with
// single spaces; matches are case-insensitive substrings. Each function returns at most
// `limit` members other than `me`, as { userId, name }, in no particular order.
//
// SQLite answers from the FTS5 trigram tables over person_search (migration 20261125-001),
// PostgreSQL from pg_trgm indexes on the very expressions compared below. A trigram index
// needs three characters to look up; the service sends shorter queries only to
// namePrefixMatches, where SQLite still finds " q" (space included) in the index and a
// one-letter query scans until `limit` names match, which is soon for a letter names start with.

export interface Match {
  userId: string;
  name: string;
}

const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;
/** Whether SQLite's trigram index can find `text`. */
const inFts = (db: DB, text: string) => !isPostgres(db) && [...text].length >= 3;

/** The FTS5 phrase for `text`: quotes doubled, so the query's own syntax never applies. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** A LIKE pattern matching `text` literally (with `escape '\'`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Spelled exactly as the PostgreSQL index expressions, or the planner will not use them.
const fullName = sql<string>`lower(u.first_name || ' ' || u.last_name)`;
const like = (expr: RawBuilder<string>, pattern: string) => sql<boolean>`${expr} like ${pattern} escape '\\'`;

async function fromFts(db: DB, me: string, index: 'person_name_fts' | 'person_work_fts', match: string, limit: number): Promise<Match[]> {
  const { rows } = await sql<Match>`
    select s.user_id as "userId", trim(s.name) as name
    from ${sql.table(index)} f join person_search s on s.id = f.rowid
    where ${sql.table(index)} match ${match} and s.user_id <> ${me}
    limit ${limit}`.execute(db);
  return rows;
}

async function fromUsers(db: DB, me: string, condition: RawBuilder<boolean>, limit: number): Promise<Match[]> {
  const { rows } = await sql<Match>`
    select u.id as "userId", u.first_name || ' ' || u.last_name as name
    from "user" u where (${condition}) and u.id <> ${me}
    limit ${limit}`.execute(db);
  return rows;
}

/** Members with a word of their name starting with `q` (the first name, the last, or a later word of either). */
export function namePrefixMatches(db: DB, me: string, q: string, limit: number): Promise<Match[]> {
  // person_search.name starts with a space: ' q' is a word start anywhere in it.
  if (inFts(db, ` ${q}`)) return fromFts(db, me, 'person_name_fts', phrase(` ${q}`), limit);
  return fromUsers(db, me, sql<boolean>`${like(fullName, `${literal(q)}%`)} or ${like(fullName, `% ${literal(q)}%`)}`, limit);
}

/** Members whose full name contains `q`. */
export function nameMatches(db: DB, me: string, q: string, limit: number): Promise<Match[]> {
  if (inFts(db, q)) return fromFts(db, me, 'person_name_fts', phrase(q), limit);
  return fromUsers(db, me, like(fullName, `%${literal(q)}%`), limit);
}

/** Members whose title, or the company of any of whose experience, contains `q`. */
export async function workMatches(db: DB, me: string, q: string, limit: number): Promise<Match[]> {
  if (inFts(db, q)) return fromFts(db, me, 'person_work_fts', phrase(q), limit);
  // Two reads rather than one OR, so PostgreSQL can use an index on each side.
  const pattern = `%${literal(q)}%`;
  const [titles, companies] = await Promise.all([
    fromUsers(db, me, like(sql`lower(u.title)`, pattern), limit),
    sql<Match>`
      select u.id as "userId", u.first_name || ' ' || u.last_name as name
      from experience e join "user" u on u.id = e.user_id
      where ${like(sql`lower(e.company)`, pattern)} and u.id <> ${me}
      limit ${limit}`
      .execute(db)
      .then((r) => r.rows),
  ]);
  return [...titles, ...companies].slice(0, limit);
}

/** The catalogue's skills whose name contains `q` (a few hundred rows of reference data). */
export async function catalogKeysContaining(db: DB, q: string): Promise<string[]> {
  const rows = await db
    .selectFrom('skillCatalog')
    .select('nameKey')
    .where(like(sql`name_key`, `%${literal(q)}%`))
    .execute();
  return rows.map((r) => r.nameKey);
}

/** Members holding one of these skills (lower-cased names): ranges of member_skill_name_user_idx. */
export function skillHolders(db: DB, me: string, nameKeys: readonly string[], limit: number): Promise<Match[]> {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberSkill as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .select(['s.userId', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('s.nameKey', 'in', [...nameKeys])
    .where('s.userId', '<>', me)
    .limit(limit)
    .execute();
}

/**
 * For each of these members that has skills: how many, and how many of them are among
 * `nameKeys` — the two numbers a match score needs, counted in the database (one range of
 * member_skill_user_name_idx per member) rather than shipping every skill row.
 */
export async function skillOverlap(db: DB, ids: readonly string[], nameKeys: readonly string[]) {
  if (ids.length === 0) return new Map<string, { shared: number; total: number }>();
  const rows = await db
    .selectFrom('memberSkill')
    .select((eb) => [
      'userId',
      eb.fn.countAll<number | string>().as('total'),
      (nameKeys.length === 0
        ? sql<number>`0`
        : eb.fn.sum<number | string>(
            eb
              .case()
              .when('nameKey', 'in', [...nameKeys])
              .then(1)
              .else(0)
              .end(),
          )
      ).as('shared'),
    ])
    .where('userId', 'in', [...ids])
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, { shared: Number(r.shared), total: Number(r.total) }]));
}
