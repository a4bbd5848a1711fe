import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Stored mail carries account links (reset, verification): each row now says when its link
 * stops working, and a sweep deletes rows past that instant (ADR 031). Rows written
 * before this migration get their creation time plus 48 hours, the longest link lifetime.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('mail_outbox').addColumn('expires_at', c.timestamp).execute();
  // One statement per dialect: no row passes through the application.
  if (c.isPostgres) await sql`update mail_outbox set expires_at = created_at + interval '48 hours'`.execute(db);
  else await sql`update mail_outbox set expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+48 hours')`.execute(db);
  await db.schema.createIndex('mail_outbox_expires_idx').on('mail_outbox').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_expires_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('expires_at').execute();
}
