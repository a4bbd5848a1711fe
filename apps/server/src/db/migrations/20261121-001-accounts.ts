import type { Kysely } from 'kysely';
import { columns } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text')
    .addColumn('is_verified', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('onboarding_completed', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('theme', 'text')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('persistent', c.boolean, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', c.timestamp, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('auth_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_token_user_kind_idx').on('auth_token').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('sent_at', c.timestamp)
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_outbox', 'auth_token', 'session', 'user']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
