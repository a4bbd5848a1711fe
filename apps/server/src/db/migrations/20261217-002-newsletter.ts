import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * The public site's forms (issue 26): newsletter subscribers (double opt-in; a row stays when
 * its owner unsubscribes, so subscribing again asks for confirmation again) and the Partners
 * page's inquiries, kept so that none is lost when the team's mail fails.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'text', (col) => col.unique())
    .addColumn('confirm_expires_at', c.timestamp)
    .addColumn('mail_day', 'text')
    .addColumn('mails_that_day', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', c.timestamp)
    .addColumn('unsubscribed_at', c.timestamp)
    .execute();
  await db.schema
    .createTable('partner_inquiry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('organisation', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('partner_inquiry_email_idx').on('partner_inquiry').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_inquiry').ifExists().execute();
  await db.schema.dropTable('newsletter_subscriber').ifExists().execute();
}
