import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * SQLite's people-search triggers (20261125-001) fired on every profile save, since the save
 * writes all its columns: the member's trigram rows were deleted and written again though
 * nothing searchable changed (~0.2 ms of each save). Each trigger now runs only when a column
 * it copies has a new value. PostgreSQL's trigram indexes need nothing: an update that leaves
 * the indexed expressions alone does not touch them.
 */
const TRIGGERS = [
  {
    name: 'person_search_user_au',
    on: `after update of first_name, last_name, title on "user"`,
    changed: 'old.first_name is not new.first_name or old.last_name is not new.last_name or old.title is not new.title',
    body: `update person_search set name = ' ' || new.first_name || ' ' || new.last_name, title = new.title where user_id = new.id;`,
  },
  {
    name: 'person_search_name_au',
    on: 'after update of name on person_search',
    changed: 'old.name is not new.name',
    body: `insert into person_name_fts (person_name_fts, rowid, name) values ('delete', old.id, old.name);
      insert into person_name_fts (rowid, name) values (new.id, new.name);`,
  },
  {
    name: 'person_search_work_au',
    on: 'after update of title, company on person_search',
    changed: 'old.title is not new.title or old.company is not new.company',
    body: `insert into person_work_fts (person_work_fts, rowid, title, company) values ('delete', old.id, old.title, old.company);
      insert into person_work_fts (rowid, title, company) values (new.id, new.title, new.company);`,
  },
];

/** Drops and creates each trigger again, firing only on a changed value or on every write. */
async function recreate(db: Kysely<any>, onChangeOnly: boolean): Promise<void> {
  if (columns(db).isPostgres) return;
  for (const t of TRIGGERS) {
    await sql`drop trigger if exists ${sql.raw(t.name)}`.execute(db);
    const when = onChangeOnly ? `when ${t.changed}` : '';
    await sql.raw(`create trigger ${t.name} ${t.on} ${when} begin ${t.body} end`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, true);
}

/** Back to triggers that fire on every write of those columns (same results, more work). */
export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
}
