import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * CVs members attach to job applications (issue 22): PDFs checked by content, stored through
 * the storage interface like photos, named by a key the server chose. An application names at
 * most one of the applicant's CVs; the file stays while an application names it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('member_cv')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_cv_user_idx').on('member_cv').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('job_application').addColumn('cv_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_application').dropColumn('cv_id').execute();
  await db.schema.dropTable('member_cv').ifExists().execute();
}
