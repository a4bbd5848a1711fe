import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Attachments in messages (issue 28 §5, ADR 072). An upload is a row of message_attachment from
 * its creation; its bytes arrive as rows of attachment_upload_chunk (in the database, so every
 * server process sees how far it got), and once complete they move to the storage (local or
 * S3) and the chunks are deleted. Sending a message sets message_id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('message_attachment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('uploader_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (col) => col.references('message.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('mime', 'text')
    .addColumn('kind', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('storage_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('thumbnail_bytes', 'integer')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .execute();
  // A message's files; a member's uploads (the cap on unfinished ones); the sweep of old unattached ones.
  await db.schema.createIndex('message_attachment_message_idx').on('message_attachment').columns(['message_id', 'position']).execute();
  await db.schema.createIndex('message_attachment_uploader_idx').on('message_attachment').columns(['uploader_id', 'finished_at']).execute();
  await db.schema.createIndex('message_attachment_created_idx').on('message_attachment').columns(['created_at']).execute();
  await db.schema
    .createTable('attachment_upload_chunk')
    .addColumn('upload_id', 'text', (col) => col.notNull().references('message_attachment.id').onDelete('cascade'))
    .addColumn('byte_offset', 'bigint', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', c.isPostgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('attachment_upload_chunk_pk', ['upload_id', 'byte_offset'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachment_upload_chunk').ifExists().execute();
  await db.schema.dropTable('message_attachment').ifExists().execute();
}
