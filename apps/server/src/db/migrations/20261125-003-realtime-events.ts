import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Events pushed to members over the realtime channel, kept so that a client that was
 * disconnected asks for what it missed (`?since=<id>`). The id is a counter, not a UUID: a
 * client's cursor is "the last id I saw", and ids must grow in insertion order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('realtime_event')
    .addColumn('id', c.isPostgres ? 'bigserial' : 'integer', (col) => (c.isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    /** JSON: the event as the contract defines it, without id and type. */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('realtime_event_user_idx').on('realtime_event').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('realtime_event_created_idx').on('realtime_event').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('realtime_event').ifExists().execute();
}
