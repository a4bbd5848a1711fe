import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Settings: account and security (issue 25 §1–2, ADR 061).
 * - The member's time zone moves to the account: the calendar, e-mails and dates all read it.
 *   Members who had set one for the calendar keep it.
 * - Sessions remember the address they were started from, for "where you are signed in".
 * - sign_in_event: every sign-in attempt that reached an account's password (or link, or second
 *   step), kept 90 days, shown to its owner.
 * - email_change: a change of address waits for the new address to be verified; the old one
 *   gets a link that undoes it for a week.
 * - Two-step sign-in: the TOTP secret (pending while the member sets it up), the last time step
 *   used (a code works once), hashed recovery codes, and the short-lived challenge between the
 *   password and the code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .alterTable('user')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('Africa/Accra'))
    .execute();
  await sql`update "user" set time_zone = (select s.time_zone from calendar_settings s where s.member_id = "user".id)
    where exists (select 1 from calendar_settings s where s.member_id = "user".id)`.execute(db);
  await db.schema.alterTable('user').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('user').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('user').addColumn('totp_enabled_at', c.timestamp).execute();
  await db.schema.alterTable('user').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('session').addColumn('ip', 'text').execute();

  await db.schema
    .createTable('sign_in_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_event_user_at_idx').on('sign_in_event').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('sign_in_event_at_idx').on('sign_in_event').column('at').execute();

  await db.schema
    .createTable('email_change')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('verify_hash', 'text', (col) => col.notNull().unique())
    .addColumn('undo_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('verify_expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('undo_expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('verified_at', c.timestamp)
    .addColumn('closed_at', c.timestamp)
    .execute();
  await db.schema.createIndex('email_change_user_idx').on('email_change').column('user_id').execute();

  await db.schema
    .createTable('recovery_code')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .execute();
  await db.schema.createIndex('recovery_code_user_idx').on('recovery_code').column('user_id').execute();

  await db.schema
    .createTable('sign_in_challenge')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('persistent', c.boolean, (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sign_in_challenge', 'recovery_code', 'email_change', 'sign_in_event']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('session').dropColumn('ip').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret', 'time_zone']) {
    await db.schema.alterTable('user').dropColumn(column).execute();
  }
}
