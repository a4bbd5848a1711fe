import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * SQLite's people-search triggers (20261125-001) fired on every profile save, since the save
 * writes all its columns: the member's trigram rows were deleted and written again though
 * nothing searchable changed (~0.2 ms of each save). Each trigger now runs only when a column
 * it copies has a new value. PostgreSQL's trigram indexes need nothing: an update that leaves
 * the indexed expressions alone does not touch them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) return;
  await recreate(
    db,
    'person_search_user_au',
    sql`after update of first_name, last_name, title on "user"
    when old.first_name is not new.first_name or old.last_name is not new.last_name or old.title is not new.title begin
    update person_search set name = ' ' || new.first_name || ' ' || new.last_name, title = new.title where user_id = new.id;
  end`,
  );
  await recreate(
    db,
    'person_search_name_au',
    sql`after update of name on person_search when old.name is not new.name begin
    insert into person_name_fts (person_name_fts, rowid, name) values ('delete', old.id, old.name);
    insert into person_name_fts (rowid, name) values (new.id, new.name);
  end`,
  );
  await recreate(
    db,
    'person_search_work_au',
    sql`after update of title, company on person_search
    when old.title is not new.title or old.company is not new.company begin
    insert into person_work_fts (person_work_fts, rowid, title, company) values ('delete', old.id, old.title, old.company);
    insert into person_work_fts (rowid, title, company) values (new.id, new.title, new.company);
  end`,
  );
}

async function recreate(db: Kysely<any>, name: string, body: ReturnType<typeof sql>): Promise<void> {
  await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  await sql`create trigger ${sql.raw(name)} ${body}`.execute(db);
}

/** Back to triggers that fire on every write of those columns (same results, more work). */
export async function down(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) return;
  await recreate(
    db,
    'person_search_user_au',
    sql`after update of first_name, last_name, title on "user" begin
    update person_search set name = ' ' || new.first_name || ' ' || new.last_name, title = new.title where user_id = new.id;
  end`,
  );
  await recreate(
    db,
    'person_search_name_au',
    sql`after update of name on person_search begin
    insert into person_name_fts (person_name_fts, rowid, name) values ('delete', old.id, old.name);
    insert into person_name_fts (rowid, name) values (new.id, new.name);
  end`,
  );
  await recreate(
    db,
    'person_search_work_au',
    sql`after update of title, company on person_search begin
    insert into person_work_fts (person_work_fts, rowid, title, company) values ('delete', old.id, old.title, old.company);
    insert into person_work_fts (rowid, title, company) values (new.id, new.title, new.company);
  end`,
  );
}
