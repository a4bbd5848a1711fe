import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * A project's files (issue 23 item 5, ADR 057): the bytes live in the storage (DATA_DIR or S3)
 * under keys the server chose; this row says whose they are. And the server's own secrets
 * (the key that signs download links), kept in the database so that every server process of a
 * deployment signs and checks with the same key without one more setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('workspace_file')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    /** For display only (folders and control characters removed); never part of a path or key. */
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    /** Read from the content (magic bytes). */
    .addColumn('mime', 'text', (col) => col.notNull())
    /** image | document (spec §5). */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    /** Images only: a small WebP preview. */
    .addColumn('thumbnail_key', 'text')
    .execute();
  await db.schema.createIndex('workspace_file_project_idx').on('workspace_file').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secret').execute();
  await db.schema.dropTable('workspace_file').execute();
}
