import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/** Following between members, and each member's stored notifications. */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('follow')
    .addColumn('follower_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('follow_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follow_followee_idx').on('follow').column('followee_id').execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    /** JSON: what the notification is about (member id, conversation id…). */
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('is_read', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notification_unread_idx').on('notification').columns(['user_id', 'is_read']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification').ifExists().execute();
  await db.schema.dropTable('follow').ifExists().execute();
}
