import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Jobs (issue 22): companies and their recruiters, job listings with their skills and custom
 * questions, applications and saved jobs. Counts (applications) are counted from the rows,
 * never stored. `job.search_text` is the folded text a search matches (title, company, skills,
 * location, description), written by the service; each engine indexes it by trigrams as people
 * search does (20261125-001): pg_trgm on PostgreSQL, an FTS5 trigram table on SQLite fed by
 * triggers from `job_search`, whose INTEGER PRIMARY KEY VACUUM never renumbers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('company')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    /** Folded, lower-cased name: one company per name. */
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('company_member')
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** manager (the first poster: adds and removes recruiters) or recruiter. */
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('company_member_pk', ['company_id', 'user_id'])
    .execute();
  await db.schema.createIndex('company_member_user_idx').on('company_member').columns(['user_id']).execute();

  await db.schema
    .createTable('job')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('poster_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (col) => col.references('company.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    /** The location folded (lower case, no accents): what the location filter compares. */
    .addColumn('location_key', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('experience_level', 'text', (col) => col.notNull())
    .addColumn('salary_min', 'bigint')
    .addColumn('salary_max', 'bigint')
    /** Null when no salary is disclosed (then min, max and period are null too). */
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('is_remote', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('description', 'text', (col) => col.notNull())
    /** JSON arrays of lines. */
    .addColumn('requirements', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('responsibilities', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('benefits', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('deadline', c.timestamp)
    /** open or closed; a passed deadline closes a job whatever this says (and the sweeper writes it). */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('posted_at', c.timestamp, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  // Newest-first lists, with and without the common filters; a poster's own list.
  await db.schema.createIndex('job_status_posted_idx').on('job').columns(['status', 'posted_at']).execute();
  await db.schema.createIndex('job_poster_idx').on('job').columns(['poster_id', 'posted_at']).execute();
  await db.schema.createIndex('job_company_idx').on('job').columns(['company_id', 'posted_at']).execute();
  await db.schema.createIndex('job_deadline_idx').on('job').columns(['status', 'deadline']).execute();

  await db.schema
    .createTable('job_skill')
    .addColumn('job_id', 'text', (col) => col.notNull().references('job.id').onDelete('cascade'))
    /** skill_catalog.name_key: the join to members' skills (member_skill.name_key). */
    .addColumn('skill_key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_skill_pk', ['job_id', 'skill_key'])
    .execute();
  await db.schema.createIndex('job_skill_key_idx').on('job_skill').columns(['skill_key', 'job_id']).execute();

  await db.schema
    .createTable('job_question')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('job.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_question_job_idx').on('job_question').columns(['job_id', 'position']).execute();

  await db.schema
    .createTable('job_application')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('job.id').onDelete('cascade'))
    .addColumn('applicant_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('cover_letter', 'text', (col) => col.notNull())
    /** JSON [{ question, answer }]: the question's text as the applicant saw it. */
    .addColumn('answers', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('job_application_once', ['job_id', 'applicant_id'])
    .execute();
  await db.schema.createIndex('job_application_applicant_idx').on('job_application').columns(['applicant_id', 'created_at']).execute();
  await db.schema.createIndex('job_application_job_idx').on('job_application').columns(['job_id', 'status']).execute();

  await db.schema
    .createTable('saved_job')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('job_id', 'text', (col) => col.notNull().references('job.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_job_pk', ['user_id', 'job_id'])
    .execute();
  await db.schema.createIndex('saved_job_job_idx').on('saved_job').columns(['job_id']).execute();

  if (c.isPostgres) {
    // pg_trgm is installed by the people-search migration, in the schema it reports.
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`);
    await sql`create index job_search_trgm_idx on job using gin (search_text ${ops})`.execute(db);
    return;
  }
  await db.schema
    .createTable('job_search')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().unique())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();
  await sql`create virtual table job_fts using fts5(text, content='job_search', content_rowid='id', tokenize='trigram')`.execute(db);
  const statements = [
    `create trigger job_ai after insert on job begin
       insert into job_search (job_id, text) values (new.id, new.search_text); end`,
    `create trigger job_au after update of search_text on job when old.search_text is not new.search_text begin
       update job_search set text = new.search_text where job_id = new.id; end`,
    `create trigger job_ad after delete on job begin delete from job_search where job_id = old.id; end`,
    `create trigger job_search_ai after insert on job_search begin
       insert into job_fts (rowid, text) values (new.id, new.text); end`,
    `create trigger job_search_au after update of text on job_search begin
       insert into job_fts (job_fts, rowid, text) values ('delete', old.id, old.text);
       insert into job_fts (rowid, text) values (new.id, new.text); end`,
    `create trigger job_search_ad after delete on job_search begin
       insert into job_fts (job_fts, rowid, text) values ('delete', old.id, old.text); end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!columns(db).isPostgres) {
    await sql`drop table if exists job_fts`.execute(db);
    await db.schema.dropTable('job_search').ifExists().execute();
  }
  for (const table of ['saved_job', 'job_application', 'job_question', 'job_skill', 'job', 'company_member', 'company']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
