import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * The public site's texts (issue 26): each Markdown file of content/ in one row, its front
 * matter as JSON and its body as HTML, loaded when the server starts (features/public-site).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('public_content')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('meta', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('loaded_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('public_content_pk', ['kind', 'language', 'slug'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('public_content').ifExists().execute();
}
