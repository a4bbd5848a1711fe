import { PostgresAdapter, sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { toIso, type DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ListingKind } from '@skilllink/contracts/jobs';

/**
 * What a job search asks for, already folded and resolved by the service: terms and location
 * folded (platform/search-text.ts), skills as catalogue keys, times as ISO strings.
 */
export interface JobFilters {
  /** Jobs or freelance projects: a search reads one kind. */
  kind: ListingKind;
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

/** The words SQLite's trigram index looks up (three characters or more); PostgreSQL's serves LIKE itself. */
const indexedTerms = (db: DB, f: JobFilters) => (isPostgres(db) ? [] : f.terms.filter((t) => [...t].length >= 3));

/**
 * The conditions on the job row. Words the trigram index does not look up (PostgreSQL's
 * pg_trgm index serves LIKE directly; on SQLite, words under three characters) are compared
 * in the rows the other conditions leave.
 */
function conditions(db: DB, eb: JobEb, f: JobFilters, indexLeads = false, wordsInRows = false): Expression<SqlBool>[] {
  const indexed = wordsInRows ? [] : indexedTerms(db, f);
  const all: Expression<SqlBool>[] = [
    eb('j.kind', '=', f.kind),
    eb('j.status', '=', 'open'),
    eb.or([eb('j.deadline', 'is', null), eb('j.deadline', '>', f.now)]),
  ];
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
  if (f.postedAfter) {
    // When the trigram index leads, `+` keeps SQLite from walking the posted_at index instead
    // and asking the index for every job in the range (12 s for "analyst" this month on
    // 100,000 jobs, against 12 ms this way).
    all.push(indexLeads ? sql<SqlBool>`+j.posted_at >= ${f.postedAfter}` : eb('j.postedAt', '>=', f.postedAfter));
  }
  return all;
}

/**
 * Matching job ids, newest first, from `offset`. With words on SQLite the trigram index leads:
 * its rows come newest first (job_search ids follow posting order, ADR 051) and the other
 * conditions are checked row by row until `limit` pass, so a page costs what it shows, not
 * every match. Otherwise the (kind, status, posted_at) index leads.
 */
export async function newestMatches(db: DB, f: JobFilters, offset: number, limit: number): Promise<string[]> {
  const indexed = indexedTerms(db, f);
  if (indexed.length > 0) {
    const rows = await db
      .selectFrom(sql<{ rowid: number }>`job_fts`.as('f'))
      .innerJoin('jobSearch as s', 's.id', 'f.rowid')
      .innerJoin('job as j', 'j.id', 's.jobId')
      .select('j.id')
      .where(sql<SqlBool>`job_fts match ${indexed.map(phrase).join(' ')}`)
      .where((eb) => eb.and(conditions(db, eb as unknown as JobEb, f, true)))
      .orderBy(sql`f.rowid`, 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
  const since = await shortWordsWindow(db, f);
  const rows = await db
    .selectFrom('job as j')
    .select('j.id')
    .where((eb) => eb.and(conditions(db, eb, f)))
    .$if(since !== null, (qb) => qb.where('j.postedAt', '>=', since!))
    .orderBy('j.postedAt', 'desc')
    .orderBy('j.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Which of `ids` match the filters: a job alert checks the listings posted since its last look
 * (alerts.matcher.ts). The ids lead (primary key), so every word is compared in those rows with
 * LIKE, as PostgreSQL always does: the same match the trigram index gives.
 */
export async function matchingAmong(db: DB, f: JobFilters, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('job as j')
    .select('j.id')
    .where('j.id', 'in', [...ids])
    .where((eb) => eb.and(conditions(db, eb, f, false, true)))
    .execute();
  return rows.map((r) => r.id);
}

/** A query of only one- and two-letter words is looked for among this many newest jobs (no index finds them). */
export const SHORT_WORDS_WINDOW = 5_000;

/** The oldest posting time a short-words-only query reads, or null when the query has a longer word or no words. */
async function shortWordsWindow(db: DB, f: JobFilters): Promise<string | null> {
  if (f.terms.length === 0 || f.terms.some((t) => [...t].length >= 3)) return null;
  const row = await db
    .selectFrom('job')
    .select('postedAt')
    .where('kind', '=', f.kind)
    .where('status', '=', 'open')
    .orderBy('postedAt', 'desc')
    .offset(SHORT_WORDS_WINDOW - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? toIso(row.postedAt) : null;
}

/** Open jobs (not projects) asking for any of these skills, newest first: the candidates a recommendation ranks. */
export async function jobsWithSkills(db: DB, skillKeys: readonly string[], now: string, limit: number): Promise<string[]> {
  if (skillKeys.length === 0) return [];
  const rows = await db
    .selectFrom('job as j')
    .select('j.id')
    .where((eb) =>
      eb.and([
        ...conditions(db, eb, {
          kind: 'job',
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
