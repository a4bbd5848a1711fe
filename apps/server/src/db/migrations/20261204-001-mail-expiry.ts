import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Stored mail carries account links (reset, verification): each row now says when its link
 * stops working, and a sweep deletes rows past that instant (issue 18, ADR 031). Rows written
 * before this migration get their creation time plus 48 hours, the longest link lifetime.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('mail_outbox').addColumn('expires_at', c.timestamp).execute();
  const rows = await db.selectFrom('mail_outbox').select(['id', 'created_at']).execute();
  for (const row of rows as { id: string; created_at: string | Date }[]) {
    const expires = new Date(new Date(row.created_at).getTime() + 48 * 3_600_000);
    await db.updateTable('mail_outbox').set({ expires_at: expires.toISOString() }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('mail_outbox_expires_idx').on('mail_outbox').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_expires_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('expires_at').execute();
}
