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
 * PostgreSQL: how many rows a GIN scan may hand over for one search, so that a query matching
 * most of the index ("de", "a") costs about as much as a selective one; the newest of those
 * are ranked (GIN's own soft limit, set for the read's transaction only).
 */
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
 * The kind's rowid range, written into the statement: FTS5 seeks to a literal range, while the
 * same bounds as parameters (bound as doubles) made it walk the whole match list (10× slower).
 */
const rowidRange = (kind: SearchKind) => sql`f.rowid >= ${sql.lit(kindBase(kind))} and f.rowid < ${sql.lit(kindBase(kind) + KIND_SPAN)}`;

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
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('gin_fuzzy_search_limit', ${String(GIN_LIMIT)}, true)`.execute(trx);
      const { rows } = await sql<EntryRow>`select ${COLUMNS} from search_entry e
        where e.doc @@ to_tsquery('simple', ${tsQuery(groups)}) and ${where}
        order by e.id desc limit ${limit}`.execute(trx);
      return rows;
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
  const inner = isPostgres(db)
    ? sql`select 1 from search_entry e where e.doc @@ to_tsquery('simple', ${tsQuery(groups)}) and ${where} limit ${cap}`
    : sql`select 1 from search_fts f cross join search_entry e on e.id = f.rowid
        where search_fts match ${ftsQuery(groups)} and ${rowidRange(kind)} and ${where} limit ${cap}`;
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
