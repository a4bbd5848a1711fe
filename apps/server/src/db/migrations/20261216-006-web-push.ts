import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Web Push (issue 25 §4, ADR 066).
 * - push_subscription: a browser the member turned push on in. It belongs to the session it was
 *   made in (cascade): signing that device out, from it or from Settings → Security, stops it.
 * - notification_push_preference: the push switch per kind (never set: on), beside e-mail's.
 * - push_queue: notifications waiting to be pushed, written with the notification; at most one
 *   row per notification (a renewed unread-messages notification is pushed once, newest text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull().references('session.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('last_pushed_at', c.timestamp)
    .execute();
  await db.schema.createIndex('push_subscription_user_idx').on('push_subscription').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('push_subscription_session_idx').on('push_subscription').column('session_id').execute();

  await db.schema
    .createTable('notification_push_preference')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('enabled', c.boolean, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_push_preference_pk', ['user_id', 'type'])
    .execute();

  await db.schema
    .createTable('push_queue')
    .addColumn('notification_id', 'text', (col) => col.primaryKey().references('notification.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_queue_user_idx').on('push_queue').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_queue').ifExists().execute();
  await db.schema.dropTable('notification_push_preference').ifExists().execute();
  await db.schema.dropTable('push_subscription').ifExists().execute();
}
