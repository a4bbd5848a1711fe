import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Settings → Privacy (issue 25 §5, ADR 063).
 * - Who sees the profile (everyone incl. signed-out visitors / members / connections; members by
 *   default: privacy by default, as Act 843 asks), who may send connection requests (everyone
 *   / people with a mutual connection), whether read receipts, online status and endorsements
 *   are on.
 * - member_block: a blocked member cannot find, message or request the blocker (either way).
 * - member_report: reports for the admins' queue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .alterTable('user')
    .addColumn('profile_visibility', 'text', (col) => col.notNull().defaultTo('members'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('connection_requests', 'text', (col) => col.notNull().defaultTo('everyone'))
    .execute();
  for (const name of ['read_receipts', 'online_status', 'endorsements']) {
    await db.schema
      .alterTable('user')
      .addColumn(name, c.boolean, (col) => col.notNull().defaultTo(c.isPostgres ? true : 1))
      .execute();
  }

  await db.schema
    .createTable('member_block')
    .addColumn('blocker_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('member_block_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('member_block_blocked_idx').on('member_block').column('blocked_id').execute();

  await db.schema
    .createTable('member_report')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reported_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('resolved_at', c.timestamp)
    .addColumn('resolved_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('resolution', 'text')
    .execute();
  await db.schema.createIndex('member_report_open_idx').on('member_report').columns(['resolved_at', 'created_at']).execute();
  await db.schema.createIndex('member_report_reporter_idx').on('member_report').columns(['reporter_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_report').ifExists().execute();
  await db.schema.dropTable('member_block').ifExists().execute();
  for (const column of ['endorsements', 'online_status', 'read_receipts', 'connection_requests', 'profile_visibility']) {
    await db.schema.alterTable('user').dropColumn(column).execute();
  }
}
