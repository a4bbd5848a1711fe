import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { SearchKind } from '@skilllink/contracts/search';
import type { DB } from '../../db/database.js';
import { KIND_SPAN, kindBase } from '../../platform/search-index.js';

// Reads of the one index (ADR 060). A query arrives as groups of tokens that are only letters
// and digits (search-words.ts), so neither FTS5 nor tsquery syntax can come from a member:
// every group must match, by any of its tokens; `prefix` tokens match as the start of a word.
// SQLite reads search_fts within the kind's rowid range, newest first; PostgreSQL the kind's
// partial GIN index over the generated `doc` tsvector.

export interface Token {
  text: string;
  prefix: boolean;
}

/** What a read narrows to besides the words (each already folded). */
export interface EntryFilter {
  location?: string;
  skillKeys?: string[];
  experienceLevel?: string;
  datedSince?: string;
  /** Only these refs (a member's own connections, read apart so they are never crowded out). */
  refs?: string[];
}

export interface EntryRow {
  id: number | string;
  kind: string;
  refId: string;
  title: string;
  subtitle: string;
  location: string;
  company: string;
  image: string | null;
  skills: string;
  experienceLevel: string | null;
  datedAt: string | Date | null;
  words: string;
  stems: string;
}

const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;
/** A LIKE pattern matching `text` literally (with `escape '\'`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
 * PostgreSQL reads a query's newest matches in two ways, because its planner guesses badly how
 * many entries a word prefix matches (it walked 135,000 entries newest first for "de" among
 * people, and a whole kind for a word that matched nothing): first among the kind's newest
 * NEWEST_WINDOW entries, read by id, which holds the newest matches of any common word; when
 * that finds too few, the word is rare, and the kind's partial GIN index answers, handing over
 * at most GIN_LIMIT rows (its soft limit, set for that read's transaction only).
 */
const NEWEST_WINDOW = 4000;
const GIN_LIMIT = 4000;

function ftsQuery(groups: readonly Token[][]): string {
  return groups.map((tokens) => `(${tokens.map((t) => `"${t.text}"${t.prefix ? '*' : ''}`).join(' OR ')})`).join(' AND ');
}

function tsQuery(groups: readonly Token[][]): string {
  return groups.map((tokens) => `(${tokens.map((t) => `'${t.text}'${t.prefix ? ':*' : ''}`).join(' | ')})`).join(' & ');
}

function conditions(kind: SearchKind, filter: EntryFilter): RawBuilder<unknown>[] {
  // The kind as a literal: PostgreSQL matches it to the kind's partial index when planning.
  const out: RawBuilder<unknown>[] = [sql`e.kind = ${sql.lit(kind)}`];
  if (filter.location) out.push(sql`e.location_key like ${`%${literal(filter.location)}%`} escape '\\'`);
  for (const key of filter.skillKeys ?? []) out.push(sql`e.skill_keys like ${`%|${literal(key)}|%`} escape '\\'`);
  if (filter.experienceLevel) out.push(sql`e.experience_level = ${filter.experienceLevel}`);
  if (filter.datedSince) out.push(sql`e.dated_at >= ${filter.datedSince}`);
  if (filter.refs) out.push(sql`e.ref_id in (${sql.join(filter.refs.length ? filter.refs : [''])})`);
  return out;
}

/**
 * The kind's id range, written into the statement: FTS5 seeks to a literal range, while the
 * same bounds as parameters (bound as doubles) made it walk the whole match list (10× slower).
 */
const idRange = (column: RawBuilder<unknown>, kind: SearchKind) =>
  sql`${column} >= ${sql.lit(kindBase(kind))} and ${column} < ${sql.lit(kindBase(kind) + KIND_SPAN)}`;
const rowidRange = (kind: SearchKind) => idRange(sql`f.rowid`, kind);

/**
 * PostgreSQL: runs `read` where the planner may only use bitmap scans (the kind's GIN index),
 * which hand over at most GIN_LIMIT rows; the settings last for this transaction only.
 */
function withGinOnly<T>(db: DB, read: (trx: DB) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('gin_fuzzy_search_limit', ${String(GIN_LIMIT)}, true),
      set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(trx);
    return read(trx);
  });
}

const COLUMNS = sql.raw(`e.id, e.kind, e.ref_id as "refId", e.title, e.subtitle, e.location, e.company, e.image, e.skills,
  e.experience_level as "experienceLevel", e.dated_at as "datedAt", e.words, e.stems`);

/** The newest `limit` entries of `kind` matching every group and the filter. */
export async function matches(
  db: DB,
  kind: SearchKind,
  groups: readonly Token[][],
  filter: EntryFilter,
  limit: number,
): Promise<EntryRow[]> {
  const where = sql.join(conditions(kind, filter), sql` and `);
  if (isPostgres(db)) {
    const text = sql`e.doc @@ to_tsquery('simple', ${tsQuery(groups)})`;
    const newest = sql`(select * from search_entry where ${idRange(sql`id`, kind)} order by id desc limit ${NEWEST_WINDOW})`;
    const { rows } =
      await sql<EntryRow>`select ${COLUMNS} from ${newest} e where ${text} and ${where} order by e.id desc limit ${limit}`.execute(db);
    if (rows.length === limit) return rows;
    return withGinOnly(db, async (trx) => {
      const found =
        await sql<EntryRow>`select ${COLUMNS} from search_entry e where ${text} and ${where} order by e.id desc limit ${limit}`.execute(
          trx,
        );
      return found.rows;
    });
  }
  // From the match list, newest first (CROSS JOIN keeps SQLite from starting at search_entry's
  // kind index and probing the text index once per entry of the kind).
  const query = sql<EntryRow>`select ${COLUMNS} from search_fts f cross join search_entry e on e.id = f.rowid
    where search_fts match ${ftsQuery(groups)} and ${rowidRange(kind)} and ${where}
    order by f.rowid desc limit ${limit}`;
  return (await query.execute(db)).rows;
}

/**
 * These refs' entries of `kind` that pass the filter, whatever their words (the caller matches
 * those): a member's few hundred connections are read faster whole than probed in the text
 * index one by one.
 */
export async function entriesOf(db: DB, kind: SearchKind, refs: readonly string[], filter: EntryFilter): Promise<EntryRow[]> {
  if (refs.length === 0) return [];
  const where = sql.join(conditions(kind, { ...filter, refs: [...refs] }), sql` and `);
  return (await sql<EntryRow>`select ${COLUMNS} from search_entry e where ${where}`.execute(db)).rows;
}

/** How many entries match, counted up to `cap`. */
export async function countMatches(
  db: DB,
  kind: SearchKind,
  groups: readonly Token[][],
  filter: EntryFilter,
  cap: number,
): Promise<number> {
  const where = sql.join(conditions(kind, filter), sql` and `);
  if (isPostgres(db)) {
    // From the GIN index: its soft limit is above `cap`, so a count below the cap is exact.
    const inner = sql`select 1 from search_entry e where e.doc @@ to_tsquery('simple', ${tsQuery(groups)}) and ${where} limit ${cap}`;
    return withGinOnly(db, async (trx) => count(trx, inner));
  }
  return count(
    db,
    sql`select 1 from search_fts f cross join search_entry e on e.id = f.rowid
      where search_fts match ${ftsQuery(groups)} and ${rowidRange(kind)} and ${where} limit ${cap}`,
  );
}

async function count(db: DB, inner: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${inner}) m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Which of `terms` some entry holds (the typo lookup). */
export async function knownTerms(db: DB, terms: readonly string[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const rows = await db
    .selectFrom('searchTerm')
    .select('term')
    .where('term', 'in', [...terms])
    .execute();
  return rows.map((r) => r.term);
}

/** Whether some indexed word starts with `word` (then a typo is not assumed). */
export async function startsSomeTerm(db: DB, word: string): Promise<boolean> {
  // The range [word, word with its last letter's successor): no LIKE, which PostgreSQL's
  // primary key index serves only under the C collation.
  const letters = [...word];
  const last = letters.pop()?.codePointAt(0) ?? 0;
  const upper = letters.join('') + String.fromCodePoint(last + 1);
  const row = await db
    .selectFrom('searchTerm')
    .select('term')
    .where('term', '>=', word)
    .where('term', '<', upper)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
