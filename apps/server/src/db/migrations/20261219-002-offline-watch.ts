import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Lesson watching recorded offline and sent later (issue 28 §3, ADR 073): one row per report
 * the server accepted, so a report sent again with the same client id adds nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('offline_watch')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('offline_watch_pk', ['user_id', 'client_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_watch').execute();
}
