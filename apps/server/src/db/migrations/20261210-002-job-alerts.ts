import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Job alerts (issue 22 item 7, ADR 053): a member's saved searches, the new listings each one
 * matched (kept for the daily digest), the digests sent (one per member per day; each holds the
 * hash of its unsubscribe link's token) and the member's digest e-mail switch (no row: on).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('job_alert')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    /** The search as JSON (contracts JobAlertSearch). */
    .addColumn('search', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    /** Listings posted from here on (less a small overlap) are new to the alert: the matcher's queue. */
    .addColumn('checked_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_alert_member_idx').on('job_alert').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('job_alert_checked_idx').on('job_alert').columns(['checked_at']).execute();

  await db.schema
    .createTable('job_alert_match')
    .addColumn('alert_id', 'text', (col) => col.notNull().references('job_alert.id').onDelete('cascade'))
    .addColumn('job_id', 'text', (col) => col.notNull().references('job.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('matched_at', c.timestamp, (col) => col.notNull())
    /** The digest that listed it; null until the member's next digest claims it. */
    .addColumn('digest_id', 'text')
    .addPrimaryKeyConstraint('job_alert_match_pk', ['alert_id', 'job_id'])
    .execute();
  // Members with matches no digest has claimed yet; a digest's listings; pruning by age.
  await db.schema.createIndex('job_alert_match_digest_idx').on('job_alert_match').columns(['digest_id', 'member_id']).execute();
  await db.schema.createIndex('job_alert_match_member_idx').on('job_alert_match').columns(['member_id', 'digest_id']).execute();
  await db.schema.createIndex('job_alert_match_time_idx').on('job_alert_match').columns(['matched_at']).execute();

  await db.schema
    .createTable('job_alert_digest')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** The UTC day (YYYY-MM-DD) it belongs to: one digest per member per day, whichever process runs. */
    .addColumn('day', 'text', (col) => col.notNull())
    /** sha256 of the unsubscribe link's token; null when no mail went out (nothing open, e-mails off). */
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('listing_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('job_alert_digest_day', ['member_id', 'day'])
    .execute();
  await db.schema.createIndex('job_alert_digest_time_idx').on('job_alert_digest').columns(['created_at']).execute();

  await db.schema
    .createTable('job_alert_setting')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('emails_enabled', c.boolean, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_alert_setting').ifExists().execute();
  await db.schema.dropTable('job_alert_digest').ifExists().execute();
  await db.schema.dropTable('job_alert_match').ifExists().execute();
  await db.schema.dropTable('job_alert').ifExists().execute();
}
