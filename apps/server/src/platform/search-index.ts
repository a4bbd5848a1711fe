import { PostgresAdapter, sql } from 'kysely';
import type { SearchKind } from '@skilllink/contracts/search';
import type { DB } from '../db/database.js';
import { foldText } from './search-text.js';
import { queryWords, stemsOf } from './search-words.js';

// Keeps `search_entry` in step with the tables entries are built from (ADR 060). Triggers mark
// what changed in `search_dirty` in the writer's own transaction; `indexPending` builds those
// entries again through each feature's SearchSource. Searches call it before they read, and a
// periodic run keeps the queue short, so a search never answers from an older state than the
// last committed write.

/** What a feature gives the index for one of its rows. */
export interface SearchDoc {
  kind: SearchKind;
  refId: string;
  title: string;
  subtitle: string;
  location: string;
  company: string;
  image: string | null;
  skills: string[];
  experienceLevel: string | null;
  datedAt: string | null;
  /** Every text a search may match: title, names, skills, place… */
  texts: string[];
}

/** A family of tables one feature owns (triggers name it in search_dirty.source). */
export interface SearchSource {
  source: 'user' | 'job' | 'course' | 'skill';
  kinds: readonly SearchKind[];
  /** The searchable docs of these ids; an id without one (deleted, closed) leaves the index. */
  build(db: DB, ids: string[]): Promise<SearchDoc[]>;
}

/** Each kind's ids live in their own range, so SQLite's FTS5 reads one kind by a rowid range. */
export const KIND_SPAN = 2 ** 40;
export const kindBase = (kind: SearchKind): number => KIND_ORDER.indexOf(kind) * KIND_SPAN;
const KIND_ORDER: readonly SearchKind[] = ['person', 'job', 'project', 'course', 'skill'];

const BATCH = 500;
const ROWS_PER_INSERT = 50;
/** One indexer at a time on PostgreSQL, so two never hand out the same new id. */
const INDEX_LOCK = 0x5ea7c4;

/** The folded words and their stems (those not already words). */
export function docTerms(texts: readonly string[]): { words: string[]; stems: string[] } {
  const words = [...new Set(texts.flatMap((text) => queryWords(text, Infinity)))];
  const known = new Set(words);
  const stems = [...new Set(words.flatMap(stemsOf))].filter((stem) => !known.has(stem));
  return { words, stems };
}

/** Indexes up to `limit` pending changes; returns how many it handled. */
export async function indexPending(db: DB, sources: readonly SearchSource[], limit = BATCH): Promise<number> {
  const marks = await db.selectFrom('searchDirty').select(['id', 'source', 'refId']).orderBy('id').limit(limit).execute();
  if (marks.length === 0) return 0;
  const built = new Map<SearchSource, { ids: string[]; docs: SearchDoc[] }>();
  for (const source of sources) {
    const ids = [...new Set(marks.filter((m) => m.source === source.source).map((m) => m.refId))];
    if (ids.length) built.set(source, { ids, docs: await source.build(db, ids) });
  }
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${INDEX_LOCK})`.execute(trx);
    for (const [source, { ids, docs }] of built) await replaceEntries(trx, source, ids, docs);
    await trx
      .updateTable('searchVersion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    // Only the marks read: one written since (a higher id) stays for the next run.
    await trx
      .deleteFrom('searchDirty')
      .where(
        'id',
        'in',
        marks.map((m) => m.id),
      )
      .execute();
  });
  return marks.length;
}

/**
 * The index brought up to date, and its version then (it changes whenever an indexing run
 * changed entries: cached results are stale). One read when nothing is pending, the usual case.
 */
export async function freshIndexVersion(db: DB, sources: readonly SearchSource[]): Promise<number> {
  const state = () =>
    db
      .selectFrom('searchVersion')
      .select((eb) => ['version', eb.exists(eb.selectFrom('searchDirty').select('id')).as('pending')])
      .where('id', '=', 1)
      .executeTakeFirst();
  let row = await state();
  if (row?.pending) {
    await indexPending(db, sources);
    row = await state();
  }
  return row?.version ?? 0;
}

/** Indexes everything pending (after bulk loads, and at start). */
export async function indexAll(db: DB, sources: readonly SearchSource[]): Promise<number> {
  let total = 0;
  for (let n = await indexPending(db, sources); n > 0; n = await indexPending(db, sources)) total += n;
  return total;
}

async function replaceEntries(trx: DB, source: SearchSource, ids: string[], docs: SearchDoc[]): Promise<void> {
  const existing = await trx
    .selectFrom('searchEntry')
    .select(['id', 'kind', 'refId'])
    .where('kind', 'in', [...source.kinds])
    .where('refId', 'in', ids)
    .execute();
  const idOf = new Map(existing.map((e) => [`${e.kind}:${e.refId}`, Number(e.id)]));
  const kept = new Set(docs.map((d) => `${d.kind}:${d.refId}`));
  const gone = existing.filter((e) => !kept.has(`${e.kind}:${e.refId}`)).map((e) => Number(e.id));
  if (gone.length) await trx.deleteFrom('searchEntry').where('id', 'in', gone).execute();

  const next = new Map<SearchKind, number>();
  const rows = [];
  const vocabulary = new Set<string>();
  for (const doc of docs) {
    let id = idOf.get(`${doc.kind}:${doc.refId}`);
    if (id === undefined) {
      id = (next.get(doc.kind) ?? (await lastId(trx, doc.kind))) + 1;
      next.set(doc.kind, id);
    }
    const { words, stems } = docTerms(doc.texts);
    for (const word of words) vocabulary.add(word);
    rows.push({
      id,
      kind: doc.kind,
      refId: doc.refId,
      title: doc.title,
      subtitle: doc.subtitle,
      location: doc.location,
      locationKey: foldText(doc.location),
      company: doc.company,
      image: doc.image,
      skills: JSON.stringify(doc.skills),
      skillKeys: `|${doc.skills.map(foldText).join('|')}|`,
      experienceLevel: doc.experienceLevel,
      datedAt: doc.datedAt,
      words: words.join(' '),
      stems: stems.join(' '),
    });
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto('searchEntry')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          subtitle: eb.ref('excluded.subtitle'),
          location: eb.ref('excluded.location'),
          locationKey: eb.ref('excluded.locationKey'),
          company: eb.ref('excluded.company'),
          image: eb.ref('excluded.image'),
          skills: eb.ref('excluded.skills'),
          skillKeys: eb.ref('excluded.skillKeys'),
          experienceLevel: eb.ref('excluded.experienceLevel'),
          datedAt: eb.ref('excluded.datedAt'),
          words: eb.ref('excluded.words'),
          stems: eb.ref('excluded.stems'),
        })),
      )
      .execute();
  }
  const terms = [...vocabulary];
  for (let i = 0; i < terms.length; i += BATCH) {
    await trx
      .insertInto('searchTerm')
      .values(terms.slice(i, i + BATCH).map((term) => ({ term })))
      .onConflict((oc) => oc.column('term').doNothing())
      .execute();
  }
}

async function lastId(trx: DB, kind: SearchKind): Promise<number> {
  const base = kindBase(kind);
  const row = await trx
    .selectFrom('searchEntry')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('id', '>=', base)
    .where('id', '<', base + KIND_SPAN)
    .executeTakeFirst();
  return row?.max == null ? base : Number(row.max);
}

/** What a feature knows of results of its kinds for one reader, to rank them (people: closeness; jobs: match). */
export interface SearchRanker {
  kinds: readonly SearchKind[];
  rank(db: DB, readerId: string, refIds: readonly string[], now: Date): Promise<Map<string, { degree?: 1 | 2; matchScore?: number }>>;
  /** Refs to read apart from the newest matches, so they are never crowded out (a member's own connections). */
  near?(db: DB, readerId: string): Promise<string[]>;
  /** Refs the reader may want to meet (the search sidebar's recommended people), best first. */
  recommend?(db: DB, readerId: string, count: number): Promise<string[]>;
  /** Refs never shown to this reader (people on either side of a block with them). */
  hidden?(db: DB, readerId: string): Promise<ReadonlySet<string>>;
}

/**
 * Asks for an entry to be built again at the next search: for a change the triggers do not see
 * (a privacy choice that takes a member out of the index or puts them back).
 */
export async function markForIndex(db: DB, source: string, refId: string): Promise<void> {
  // Already marked (a trigger did it, or an earlier change not yet indexed): once is enough.
  await db
    .insertInto('searchDirty')
    .values({ source, refId })
    .onConflict((oc) => oc.columns(['source', 'refId']).doNothing())
    .execute();
}
