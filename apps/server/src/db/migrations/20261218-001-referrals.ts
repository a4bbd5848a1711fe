import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Referrals (issue 27, ADR 069): each member's code, the referrals themselves (invitations and
 * joins through the link), the points ledger, the do-not-invite list and profile highlights.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('referral_code')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('referral')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('referrer_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('email_key', 'text')
    .addColumn('disposable', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('note', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // One referrer per member: a second attribution loses on this index.
    .addColumn('referred_user_id', 'text', (col) => col.unique().references('user.id').onDelete('set null'))
    .addColumn('held_reason', 'text')
    .addColumn('decline_token_hash', 'text', (col) => col.unique())
    .addColumn('reminders_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_reminder_at', c.timestamp)
    .addColumn('invited_at', c.timestamp, (col) => col.notNull())
    .addColumn('joined_at', c.timestamp)
    .addColumn('completed_at', c.timestamp)
    .execute();
  // A member refers an address once (the history's order, the duplicate check and the daily cap).
  await db.schema.createIndex('referral_referrer_key_idx').on('referral').columns(['referrer_id', 'email_key']).unique().execute();
  await db.schema.createIndex('referral_referrer_invited_idx').on('referral').columns(['referrer_id', 'invited_at']).execute();
  await db.schema.createIndex('referral_email_key_idx').on('referral').column('email_key').execute();
  await db.schema.createIndex('referral_reminder_idx').on('referral').column('next_reminder_at').execute();
  await db.schema
    .createTable('referral_points')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('referral_id', 'text', (col) => col.references('referral.id').onDelete('set null'))
    .addColumn('award_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('referral_points_user_idx').on('referral_points').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('do_not_invite')
    .addColumn('email_key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('member_highlight')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('until', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_highlight', 'do_not_invite', 'referral_points', 'referral', 'referral_code']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
