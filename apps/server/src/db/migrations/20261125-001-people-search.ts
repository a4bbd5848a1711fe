import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * People search (connections area) matches a member's name, title and experience companies as
 * a case-insensitive substring. A plain scan of 50,000 members costs ~10-20 ms, too slow for
 * twenty searches at once, so each engine gets its own trigram index:
 *
 * - PostgreSQL: pg_trgm GIN indexes on the very expressions the search compares.
 * - SQLite: FTS5 trigram tables. They read from `person_search`, one row per member kept in
 *   step by triggers on user and experience, so every writer (registration, profile edits,
 *   seeds) keeps it right without knowing it exists. The FTS rows follow person_search's own
 *   INTEGER PRIMARY KEY, which VACUUM never renumbers (user's implicit rowid it may).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Cards count mutual connections and Discover and the network statistics walk connections of
  // connections: each step reads "X's accepted connections". With the other member in the
  // index the step reads the index alone, not one table row per connection (5× faster for
  // the well-connected members at 500,000 connections).
  await db.schema.dropIndex('connection_requester_idx').execute();
  await db.schema.dropIndex('connection_addressee_idx').execute();
  await db.schema.createIndex('connection_requester_idx').on('connection').columns(['requester_id', 'status', 'addressee_id']).execute();
  await db.schema.createIndex('connection_addressee_idx').on('connection').columns(['addressee_id', 'status', 'requester_id']).execute();

  if (columns(db).isPostgres) {
    // Installed once per database, in public rather than the first schema on the search_path:
    // databases that keep tenants (or test runs) in schemas of their own must not lose it when
    // one of those schemas is dropped. Where it is already installed, that schema is used.
    // Migrations of several schemas may run at once on a fresh database (parallel test
    // files): a lock held until this migration's transaction ends lets one of them create it.
    await sql`select pg_advisory_xact_lock(${TRIGRAM_LOCK})`.execute(db);
    if (!(await trigramSchema(db))) await sql`create extension pg_trgm with schema public`.execute(db);
    const ops = sql.raw(`${quote((await trigramSchema(db))!)}.gin_trgm_ops`);
    await sql`create index user_name_trgm_idx on "user" using gin (lower(first_name || ' ' || last_name) ${ops})`.execute(db);
    await sql`create index user_title_trgm_idx on "user" using gin (lower(title) ${ops})`.execute(db);
    await sql`create index experience_company_trgm_idx on experience using gin (lower(company) ${ops})`.execute(db);
    return;
  }

  await db.schema
    .createTable('person_search')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique())
    /**
     * ' ' || first name || ' ' || last name: with the leading space every word of the name
     * starts after a space, so the phrase ' am' finds any name with a word starting "am" in
     * one trigram lookup, for two-letter queries too.
     */
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    /** Every company of the member's experience, one per line. */
    .addColumn('company', 'text', (col) => col.notNull())
    .execute();
  // Two trigram indexes, not one over all three columns: an index shares its trigram lists
  // between its columns, so a name search would read every title with "eng" in it.
  await sql`create virtual table person_name_fts using fts5(
    name, content='person_search', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create virtual table person_work_fts using fts5(
    title, company, content='person_search', content_rowid='id', tokenize='trigram')`.execute(db);

  // person_search → FTS, the external-content pattern of the FTS5 manual.
  const name = (verb: 'add' | 'remove', row: 'new' | 'old') =>
    sql.raw(
      verb === 'add'
        ? `insert into person_name_fts (rowid, name) values (${row}.id, ${row}.name);`
        : `insert into person_name_fts (person_name_fts, rowid, name) values ('delete', ${row}.id, ${row}.name);`,
    );
  const work = (verb: 'add' | 'remove', row: 'new' | 'old') =>
    sql.raw(
      verb === 'add'
        ? `insert into person_work_fts (rowid, title, company) values (${row}.id, ${row}.title, ${row}.company);`
        : `insert into person_work_fts (person_work_fts, rowid, title, company) values ('delete', ${row}.id, ${row}.title, ${row}.company);`,
    );
  await sql`create trigger person_search_ai after insert on person_search begin
    ${name('add', 'new')} ${work('add', 'new')}
  end`.execute(db);
  await sql`create trigger person_search_ad after delete on person_search begin
    ${name('remove', 'old')} ${work('remove', 'old')}
  end`.execute(db);
  await sql`create trigger person_search_name_au after update of name on person_search begin
    ${name('remove', 'old')} ${name('add', 'new')}
  end`.execute(db);
  await sql`create trigger person_search_work_au after update of title, company on person_search begin
    ${work('remove', 'old')} ${work('add', 'new')}
  end`.execute(db);

  // user and experience → person_search.
  await sql`create trigger person_search_user_ai after insert on "user" begin
    insert into person_search (user_id, name, title, company) values (new.id, ' ' || new.first_name || ' ' || new.last_name, new.title, '');
  end`.execute(db);
  await sql`create trigger person_search_user_au after update of first_name, last_name, title on "user" begin
    update person_search set name = ' ' || new.first_name || ' ' || new.last_name, title = new.title where user_id = new.id;
  end`.execute(db);
  await sql`create trigger person_search_user_ad after delete on "user" begin
    delete from person_search where user_id = old.id;
  end`.execute(db);
  const companies = (who: string) =>
    sql.raw(`update person_search
      set company = coalesce((select group_concat(company, char(10)) from experience where user_id = ${who}.user_id), '')
      where user_id = ${who}.user_id;`);
  await sql`create trigger person_search_experience_ai after insert on experience begin ${companies('new')} end`.execute(db);
  await sql`create trigger person_search_experience_au after update of company, user_id on experience begin
    ${companies('old')} ${companies('new')}
  end`.execute(db);
  await sql`create trigger person_search_experience_ad after delete on experience begin ${companies('old')} end`.execute(db);

  await sql`insert into person_search (user_id, name, title, company)
    select u.id, ' ' || u.first_name || ' ' || u.last_name, u.title,
      coalesce((select group_concat(e.company, char(10)) from experience e where e.user_id = u.id), '')
    from "user" u`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('connection_requester_idx').execute();
  await db.schema.dropIndex('connection_addressee_idx').execute();
  await db.schema.createIndex('connection_requester_idx').on('connection').columns(['requester_id', 'status']).execute();
  await db.schema.createIndex('connection_addressee_idx').on('connection').columns(['addressee_id', 'status']).execute();

  if (columns(db).isPostgres) {
    for (const name of ['experience_company_trgm_idx', 'user_title_trgm_idx', 'user_name_trgm_idx']) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    return;
  }
  for (const name of [
    'person_search_experience_ad',
    'person_search_experience_au',
    'person_search_experience_ai',
    'person_search_user_ad',
    'person_search_user_au',
    'person_search_user_ai',
    'person_search_work_au',
    'person_search_name_au',
    'person_search_ad',
    'person_search_ai',
  ]) {
    await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`drop table if exists person_work_fts`.execute(db);
  await sql`drop table if exists person_name_fts`.execute(db);
  await db.schema.dropTable('person_search').ifExists().execute();
}

/** Any fixed number: the advisory lock that serialises creating the extension. */
const TRIGRAM_LOCK = 20261125001;

async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
