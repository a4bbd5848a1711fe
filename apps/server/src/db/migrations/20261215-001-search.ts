import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * One search over people, jobs, projects, courses and skills (issue 24, ADR 060).
 *
 * - `search_entry`: one row per searchable thing, with what its card shows and its folded
 *   `words` and `stems` (computed in Node). Ids are given per kind in ranges of 2^40, so
 *   SQLite's FTS5 reads one kind's newest matches by a rowid range, without touching the others.
 * - `search_term`: every folded word ever indexed, for the one-edit typo lookup.
 * - `search_dirty`: what changed since it was last indexed. Triggers on every table an entry
 *   is built from write it in the writer's own transaction, so no writer (registration,
 *   profile, posting, seeds, bulk loads) can leave the index behind; searches index what is
 *   pending before they read. A row marked again gets a higher id, so an indexer that read
 *   the older state removes only the mark it saw.
 * - `search_version`: a counter every indexing run that changed entries bumps, so a process
 *   knows when what it cached of earlier results is stale.
 * - `search_history` and `search_count`: a member's recent searches, and how many members
 *   searched each query per day (popular searches).
 */
/**
 * The tables entries are built from, and the columns an entry reads: an update marks the row
 * only when one of those changed (a profile save rewrites every column, mostly unchanged, and a
 * mark makes the next search index it again and empty every process's kept answers).
 */
const SOURCES: { table: string; source: string; column: string; of: string }[] = [
  { table: 'user', source: 'user', column: 'id', of: 'first_name, last_name, title, location, avatar' },
  { table: 'experience', source: 'user', column: 'user_id', of: 'user_id, company, position' },
  { table: 'member_skill', source: 'user', column: 'user_id', of: 'user_id, name' },
  {
    table: 'job',
    source: 'job',
    column: 'id',
    of: 'title, location, type, experience_level, is_remote, status, company_id, poster_id, posted_at',
  },
  { table: 'job_skill', source: 'job', column: 'job_id', of: 'job_id, name, position' },
  { table: 'course', source: 'course', column: 'id', of: 'title, description, instructor, category, level, thumbnail' },
  { table: 'skill_catalog', source: 'skill', column: 'id', of: 'name, category, description' },
];

/** "old.a <op> new.a or old.b <op> new.b …": whether an update changed one of these columns. */
const changedAny = (columns: string, op: 'is not' | 'is distinct from') =>
  columns
    .split(', ')
    .map((c) => `old.${c} ${op} new.${c}`)
    .join(' or ');

export async function up(db: Kysely<any>): Promise<void> {
  const { isPostgres, timestamp } = columns(db);
  await db.schema
    .createTable('search_entry')
    // SQLite: INTEGER PRIMARY KEY is the rowid itself, which the text index's rows point at.
    .addColumn('id', isPostgres ? 'bigint' : 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    /** Folded location, for the location filter. */
    .addColumn('location_key', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    /** JSON array of the skills' names, as shown. */
    .addColumn('skills', 'text', (col) => col.notNull())
    /** '|react|node.js|': the skills' keys, for the skills filter. */
    .addColumn('skill_keys', 'text', (col) => col.notNull())
    .addColumn('experience_level', 'text')
    .addColumn('dated_at', timestamp)
    .addColumn('words', 'text', (col) => col.notNull())
    .addColumn('stems', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_entry_ref_unique', ['kind', 'ref_id'])
    .execute();
  await db.schema
    .createTable('search_term')
    .addColumn('term', 'text', (col) => col.primaryKey())
    .execute();
  await db.schema
    .createTable('search_dirty')
    .addColumn('id', isPostgres ? 'bigserial' : 'integer', (col) => col.primaryKey())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_dirty_ref_unique', ['source', 'ref_id'])
    .execute();
  // Bumped by every indexing run that changed entries: what a process cached of older results is stale.
  await db.schema
    .createTable('search_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await db.insertInto('search_version').values({ id: 1, version: 0 }).execute();
  await db.schema
    .createTable('search_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('query', 'text', (col) => col.notNull())
    /** The folded query: "React" and "réact " are one entry. */
    .addColumn('query_key', 'text', (col) => col.notNull())
    /** JSON of the tab and filters of the latest run. */
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('searched_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('search_history_query_unique', ['user_id', 'query_key'])
    .execute();
  await db.schema.createIndex('search_history_user_idx').on('search_history').columns(['user_id', 'searched_at']).execute();
  await db.schema
    .createTable('search_count')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('query_key', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('members', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_count_pk', ['day', 'query_key'])
    .execute();

  // Who was counted for a query on a day: a member counts once, even after clearing their history.
  await db.schema
    .createTable('search_count_member')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('query_key', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('search_count_member_pk', ['day', 'query_key', 'user_id'])
    .execute();

  if (isPostgres) await postgres(db);
  else await sqlite(db);
  for (const { table, source, column } of SOURCES) {
    await sql`insert into search_dirty (source, ref_id)
      select ${source}, ${sql.ref(column)} from ${sql.table(table)} group by ${sql.ref(column)}
      on conflict do nothing`.execute(db);
  }
}

async function sqlite(db: Kysely<any>): Promise<void> {
  // Words are already folded and split in Node: the tokenizer only splits on the spaces.
  // Prefixes of 2 to 8 letters are indexed as terms of their own: a prefix query without one
  // merges every matching word's whole list first (4.6 ms for "engineer*" over 185,000
  // entries, 0.7 ms with it), for about 75 % more index (39 → 67 MB).
  await sql`create virtual table search_fts using fts5(
    words, stems, content='search_entry', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='2 3 4 5 6 7 8')`.execute(
    db,
  );
  await sql`create trigger search_entry_ai after insert on search_entry begin
    insert into search_fts (rowid, words, stems) values (new.id, new.words, new.stems);
  end`.execute(db);
  await sql`create trigger search_entry_ad after delete on search_entry begin
    insert into search_fts (search_fts, rowid, words, stems) values ('delete', old.id, old.words, old.stems);
  end`.execute(db);
  await sql`create trigger search_entry_au after update of words, stems on search_entry
    when old.words is not new.words or old.stems is not new.stems begin
    insert into search_fts (search_fts, rowid, words, stems) values ('delete', old.id, old.words, old.stems);
    insert into search_fts (rowid, words, stems) values (new.id, new.words, new.stems);
  end`.execute(db);

  const mark = (source: string, ref: string) =>
    sql.raw(`delete from search_dirty where source = '${source}' and ref_id = ${ref};
      insert into search_dirty (source, ref_id) values ('${source}', ${ref});`);
  for (const { table, source, column, of } of SOURCES) {
    const t = sql.raw(`"${table}"`);
    await sql`create trigger ${sql.raw(`search_${table}_ai`)} after insert on ${t} begin ${mark(source, `new.${column}`)} end`.execute(db);
    await sql`create trigger ${sql.raw(`search_${table}_ad`)} after delete on ${t} begin ${mark(source, `old.${column}`)} end`.execute(db);
    const changed = sql.raw(`update of ${of} on "${table}" when ${changedAny(of, 'is not')}`);
    const moved = of.split(', ').includes(column) ? mark(source, `old.${column}`) : sql.raw('');
    await sql`create trigger ${sql.raw(`search_${table}_au`)} after ${changed} begin ${moved} ${mark(source, `new.${column}`)} end`.execute(
      db,
    );
  }
  // A company's new name or logo shows on each of its listings.
  await sql`create trigger search_company_au after update of name, logo on company when ${sql.raw(changedAny('name, logo', 'is not'))} begin
    delete from search_dirty where source = 'job' and ref_id in (select id from job where company_id = new.id);
    insert into search_dirty (source, ref_id) select 'job', id from job where company_id = new.id;
  end`.execute(db);
}

async function postgres(db: Kysely<any>): Promise<void> {
  await sql`alter table search_entry add column doc tsvector
    generated always as (to_tsvector('simple', words || ' ' || stems)) stored`.execute(db);
  // One GIN index per kind: a search reads one kind at a time.
  for (const kind of ['person', 'job', 'project', 'course', 'skill']) {
    await sql`create index ${sql.raw(`search_entry_${kind}_doc_idx`)} on search_entry using gin (doc) where kind = ${sql.lit(kind)}`.execute(
      db,
    );
  }
  // TG_ARGV: the source and the column holding the id; both rows when a row moves.
  await sql`create function search_mark() returns trigger language plpgsql as $$
    declare ref text;
    begin
      foreach ref in array array[to_jsonb(old) ->> tg_argv[1], to_jsonb(new) ->> tg_argv[1]] loop
        if ref is not null then
          delete from search_dirty where source = tg_argv[0] and ref_id = ref;
          insert into search_dirty (source, ref_id) values (tg_argv[0], ref);
        end if;
      end loop;
      return null;
    end $$`.execute(db);
  for (const { table, source, column, of } of SOURCES) {
    const args = sql`search_mark(${sql.lit(source)}, ${sql.lit(column)})`;
    await sql`create trigger ${sql.raw(`search_${table}_mark`)} after insert or delete on ${sql.table(table)}
      for each row execute function ${args}`.execute(db);
    await sql`create trigger ${sql.raw(`search_${table}_change`)} after update of ${sql.raw(of)} on ${sql.table(table)}
      for each row when (${sql.raw(changedAny(of, 'is distinct from'))}) execute function ${args}`.execute(db);
  }
  await sql`create function search_mark_company_jobs() returns trigger language plpgsql as $$
    begin
      delete from search_dirty where source = 'job' and ref_id in (select id from job where company_id = new.id);
      insert into search_dirty (source, ref_id) select 'job', id from job where company_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger search_company_mark after update of name, logo on company
    for each row when (${sql.raw(changedAny('name, logo', 'is distinct from'))}) execute function search_mark_company_jobs()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) {
    for (const { table } of SOURCES) {
      for (const name of [`search_${table}_mark`, `search_${table}_change`])
        await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop trigger search_company_mark on company`.execute(db);
    await sql`drop function search_mark_company_jobs`.execute(db);
    await sql`drop function search_mark`.execute(db);
  } else {
    for (const { table } of SOURCES) {
      for (const verb of ['ai', 'ad', 'au']) await sql`drop trigger ${sql.raw(`search_${table}_${verb}`)}`.execute(db);
    }
    await sql`drop trigger search_company_au`.execute(db);
    await sql`drop table search_fts`.execute(db);
  }
  for (const table of [
    'search_count_member',
    'search_count',
    'search_history',
    'search_version',
    'search_dirty',
    'search_term',
    'search_entry',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
