import { PostgresAdapter, sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * What a job search asks for, already folded and resolved by the service: terms and location
 * folded (platform/search-text.ts), skills as catalogue keys, times as ISO strings.
 */
export interface JobFilters {
  terms: string[];
  type: string | null;
  experience: string | null;
  location: string;
  remote: boolean | null;
  skillKeys: string[];
  salary: { currency: string; min: number } | null;
  postedAfter: string | null;
  /** Only jobs open at this instant (not closed, deadline not passed). */
  now: string;
}

type JobEb = ExpressionBuilder<Database & { j: Database['job'] }, 'j'>;

const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;
/** A LIKE pattern matching `text` literally (with `escape '\'`). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The FTS5 phrase for `text`: quotes doubled, so the query's own syntax never applies. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The conditions of a search. Words of three or more characters are looked up in the trigram
 * index (SQLite's job_fts, PostgreSQL's pg_trgm index on search_text, which serves LIKE);
 * shorter words are compared in the rows the other conditions leave.
 */
function conditions(db: DB, eb: JobEb, f: JobFilters): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [eb('j.status', '=', 'open'), eb.or([eb('j.deadline', 'is', null), eb('j.deadline', '>', f.now)])];
  const indexed = isPostgres(db) ? [] : f.terms.filter((t) => [...t].length >= 3);
  if (indexed.length > 0) {
    const match = indexed.map(phrase).join(' ');
    all.push(
      eb('j.id', 'in', sql<string>`(select s.job_id from job_fts f join job_search s on s.id = f.rowid where job_fts match ${match})`),
    );
  }
  for (const term of f.terms.filter((t) => !indexed.includes(t))) {
    all.push(sql<SqlBool>`j.search_text like ${contains(term)} escape '\\'`);
  }
  if (f.type) all.push(eb('j.type', '=', f.type));
  if (f.experience) all.push(eb('j.experienceLevel', '=', f.experience));
  if (f.location) all.push(sql<SqlBool>`j.location_key like ${contains(f.location)} escape '\\'`);
  if (f.remote !== null) all.push(eb('j.isRemote', '=', f.remote));
  for (const key of f.skillKeys) {
    all.push(eb.exists(eb.selectFrom('jobSkill as s').select('s.jobId').whereRef('s.jobId', '=', 'j.id').where('s.skillKey', '=', key)));
  }
  if (f.salary) {
    all.push(eb('j.salaryCurrency', '=', f.salary.currency));
    all.push(eb(eb.fn.coalesce('j.salaryMax', 'j.salaryMin'), '>=', f.salary.min));
  }
  if (f.postedAfter) all.push(eb('j.postedAt', '>=', f.postedAfter));
  return all;
}

/** One page of matching job ids, newest first. */
export async function newestMatches(db: DB, f: JobFilters, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('job as j')
    .select('j.id')
    .where((eb) => eb.and(conditions(db, eb, f)))
    .orderBy('j.postedAt', 'desc')
    .orderBy('j.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** How many jobs match, counted up to `cap` (a count beyond it says nothing more to a reader). */
export async function countMatches(db: DB, f: JobFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('job as j')
        .select('j.id')
        .where((eb) => eb.and(conditions(db, eb as JobEb, f)))
        .limit(cap)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open jobs asking for any of these skills, newest first: the candidates a recommendation ranks. */
export async function jobsWithSkills(db: DB, skillKeys: readonly string[], now: string, limit: number): Promise<string[]> {
  if (skillKeys.length === 0) return [];
  const rows = await db
    .selectFrom('job as j')
    .select('j.id')
    .where((eb) =>
      eb.and([
        ...conditions(db, eb, {
          terms: [],
          type: null,
          experience: null,
          location: '',
          remote: null,
          skillKeys: [],
          salary: null,
          postedAfter: null,
          now,
        }),
        eb.exists(
          eb
            .selectFrom('jobSkill as s')
            .select('s.jobId')
            .whereRef('s.jobId', '=', 'j.id')
            .where('s.skillKey', 'in', [...skillKeys]),
        ),
      ]),
    )
    .orderBy('j.postedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
