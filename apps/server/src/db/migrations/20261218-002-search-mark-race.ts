import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * On PostgreSQL, two transactions marking the same search entry dirty at once (a member adding
 * two skills together) both deleted nothing and both inserted: the second hit
 * `search_dirty_ref_unique` and failed the member's write. The mark now gives way when the
 * other transaction's row is already there — the entry is dirty either way. (SQLite runs one
 * write at a time: its triggers are unchanged.)
 */
/** The two marking functions, with `tail` after each insert into search_dirty. */
async function markFunctions(db: Kysely<any>, tail: string): Promise<void> {
  const then = sql.raw(tail);
  await sql`create or replace function search_mark() returns trigger language plpgsql as $$
    declare ref text;
    begin
      foreach ref in array array[to_jsonb(old) ->> tg_argv[1], to_jsonb(new) ->> tg_argv[1]] loop
        if ref is not null then
          delete from search_dirty where source = tg_argv[0] and ref_id = ref;
          insert into search_dirty (source, ref_id) values (tg_argv[0], ref) ${then};
        end if;
      end loop;
      return null;
    end $$`.execute(db);
  await sql`create or replace function search_mark_company_jobs() returns trigger language plpgsql as $$
    begin
      delete from search_dirty where source = 'job' and ref_id in (select id from job where company_id = new.id);
      insert into search_dirty (source, ref_id) select 'job', id from job where company_id = new.id ${then};
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) await markFunctions(db, 'on conflict (source, ref_id) do nothing');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) await markFunctions(db, '');
}
