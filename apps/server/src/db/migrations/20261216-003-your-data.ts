import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Settings → Your data (issue 25 §6, ADR 062): access and deletion (Ghana Act 843, Nigeria NDPA).
 * - data_export: a member's request for a copy of their data, built by a durable job into a
 *   ZIP in storage; the e-mailed link's token is kept hashed and expires.
 * - account_deletion: a deletion waits 14 days (signing in cancels it), then the member's
 *   personal data is erased; the row stays, with no personal data, as the record it happened.
 * - user.erased_at: the account was erased (the row stays so messages to others keep an author).
 * - certificate.revoked_at/revoked_reason: verification says a certificate no longer stands.
 * Both jobs claim their rows with a conditional update, so one process runs each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('user').addColumn('erased_at', c.timestamp).execute();
  await db.schema.alterTable('certificate').addColumn('revoked_at', c.timestamp).execute();
  await db.schema.alterTable('certificate').addColumn('revoked_reason', 'text').execute();

  await db.schema
    .createTable('data_export')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('requested_at', c.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', c.timestamp)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ready_at', c.timestamp)
    .addColumn('expires_at', c.timestamp)
    .addColumn('storage_key', 'text')
    .addColumn('token_hash', 'text', (col) => col.unique())
    .execute();
  await db.schema.createIndex('data_export_user_idx').on('data_export').columns(['user_id', 'requested_at']).execute();
  await db.schema.createIndex('data_export_status_idx').on('data_export').columns(['status', 'requested_at']).execute();

  await db.schema
    .createTable('account_deletion')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('requested_at', c.timestamp, (col) => col.notNull())
    .addColumn('due_at', c.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', c.timestamp)
    .addColumn('erased_at', c.timestamp)
    .execute();
  await db.schema.createIndex('account_deletion_due_idx').on('account_deletion').columns(['erased_at', 'due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_deletion').ifExists().execute();
  await db.schema.dropTable('data_export').ifExists().execute();
  await db.schema.alterTable('certificate').dropColumn('revoked_reason').execute();
  await db.schema.alterTable('certificate').dropColumn('revoked_at').execute();
  await db.schema.alterTable('user').dropColumn('erased_at').execute();
}
