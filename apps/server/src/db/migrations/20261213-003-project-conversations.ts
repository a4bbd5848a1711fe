import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * A project's team chat (ADR 058). A conversation may belong to a workspace project: one per
 * project, with no pair (user_low and user_high become nullable; a CHECK keeps every row either
 * a pair or a project's), deleted with its project. Its members are the project's team:
 * conversation_member rows (read pointers, unread counts) follow workspace_member through
 * triggers, so accepting an invitation adds the row and leaving or being removed deletes it in
 * the same transaction — the team's unread counts and lists are right at once, with no code of
 * the workspace calling messaging.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) {
    await sql`alter table conversation alter column user_low drop not null`.execute(db);
    await sql`alter table conversation alter column user_high drop not null`.execute(db);
    await db.schema
      .alterTable('conversation')
      .addColumn('project_id', 'text', (col) => col.references('workspace_project.id').onDelete('cascade'))
      .execute();
    await sql`alter table conversation add constraint conversation_kind_check check (${sql.raw(KIND_CHECK)})`.execute(db);
  } else {
    await rebuildSqlite(db, true);
  }
  await db.schema
    .createIndex('conversation_project_idx')
    .on('conversation')
    .column('project_id')
    .unique()
    .where(sql.ref('project_id'), 'is not', null)
    .execute();
  await createTriggers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db);
  await db.deleteFrom('conversation').where('project_id', 'is not', null).execute();
  await db.schema.dropIndex('conversation_project_idx').execute();
  if (columns(db).isPostgres) {
    await sql`alter table conversation drop constraint conversation_kind_check`.execute(db);
    await db.schema.alterTable('conversation').dropColumn('project_id').execute();
    await sql`alter table conversation alter column user_low set not null`.execute(db);
    await sql`alter table conversation alter column user_high set not null`.execute(db);
  } else {
    await rebuildSqlite(db, false);
  }
}

/** Either a pair's conversation or a project's, never both nor neither. */
const KIND_CHECK = '(project_id is null) = (user_low is not null and user_high is not null)';

/**
 * SQLite cannot drop a NOT NULL: the table is built again (sqlite.org/lang_altertable.html,
 * "making other kinds of table schema changes"). Foreign keys are off meanwhile, or dropping
 * the old table would cascade to every message; Kysely runs SQLite migrations outside a
 * transaction, so this one opens its own and checks the keys before committing.
 */
async function rebuildSqlite(db: Kysely<any>, withProjects: boolean): Promise<void> {
  const pairType = withProjects ? 'text' : 'text not null';
  const project = withProjects
    ? `, project_id text references workspace_project(id) on delete cascade, constraint conversation_kind_check check (${KIND_CHECK})`
    : '';
  const kept = 'id, user_low, user_high, last_seq, created_at, updated_at, application_id';
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          `create table conversation_new (
            id text primary key,
            user_low ${pairType} references "user"(id) on delete cascade,
            user_high ${pairType} references "user"(id) on delete cascade,
            last_seq integer not null default 0,
            created_at text not null,
            updated_at text not null,
            application_id text${project})`,
        )
        .execute(trx);
      await sql.raw(`insert into conversation_new (${kept}) select ${kept} from conversation`).execute(trx);
      await sql`drop table conversation`.execute(trx);
      await sql`alter table conversation_new rename to conversation`.execute(trx);
      await sql`create unique index conversation_pair_idx on conversation (user_low, user_high) where application_id is null`.execute(trx);
      await sql`create unique index conversation_application_idx on conversation (application_id, user_low, user_high) where application_id is not null`.execute(
        trx,
      );
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`conversation rebuild broke ${broken.rows.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// A newcomer's row starts read up to the latest message (the history is theirs to read, not
// unread), and hidden while the chat is still empty, as a new pair conversation is.
const JOIN_SQL = `insert into conversation_member (conversation_id, user_id, read_seq, delivered_seq, cleared_seq, hidden, unread)
  select c.id, new.user_id, c.last_seq, c.last_seq, 0, c.last_seq = 0, 0 from conversation c where c.project_id = new.project_id`;
const LEAVE_SQL = `delete from conversation_member where user_id = old.user_id
  and conversation_id in (select c.id from conversation c where c.project_id = old.project_id)`;

async function createTriggers(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) {
    await sql
      .raw(
        `create function conversation_team_sync() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            if old.accepted_at is not null and (tg_op = 'DELETE' or new.accepted_at is null) then
              ${LEAVE_SQL};
            end if;
          end if;
          if tg_op <> 'DELETE' then
            if new.accepted_at is not null and (tg_op = 'INSERT' or old.accepted_at is null) then
              ${JOIN_SQL} on conflict do nothing;
            end if;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger conversation_team_sync after insert or update of accepted_at or delete on workspace_member
      for each row execute function conversation_team_sync()`.execute(db);
    return;
  }
  const join = JOIN_SQL.replace('insert into', 'insert or ignore into');
  await sql
    .raw(`create trigger conversation_team_ai after insert on workspace_member when new.accepted_at is not null begin ${join}; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger conversation_team_joined after update of accepted_at on workspace_member
       when old.accepted_at is null and new.accepted_at is not null begin ${join}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger conversation_team_unaccepted after update of accepted_at on workspace_member
       when old.accepted_at is not null and new.accepted_at is null begin ${LEAVE_SQL}; end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger conversation_team_ad after delete on workspace_member when old.accepted_at is not null begin ${LEAVE_SQL}; end`)
    .execute(db);
}

async function dropTriggers(db: Kysely<any>): Promise<void> {
  if (columns(db).isPostgres) {
    await sql`drop trigger if exists conversation_team_sync on workspace_member`.execute(db);
    await sql`drop function if exists conversation_team_sync()`.execute(db);
    return;
  }
  for (const name of ['conversation_team_ai', 'conversation_team_joined', 'conversation_team_unaccepted', 'conversation_team_ad']) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
  }
}
