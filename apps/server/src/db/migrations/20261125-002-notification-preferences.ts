import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Which kinds of notification a member wants. One row per switch the member has set; a
 * missing row means on, so new members and new kinds need no rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** The switch: a notification type, or "messages" for both message types. */
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('enabled', c.boolean, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preference').ifExists().execute();
}
