import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Private messaging (ADR 014). A conversation has exactly two members, stored as the
 * ordered pair (unique, like a connection), so starting one twice or from both sides at once
 * gives the same row. Messages are numbered per conversation (`seq`); each member's read,
 * delivered and cleared ("deleted for me") positions are pointers into that numbering.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('conversation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_low', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('user_high', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** The seq of the latest message (0 while empty): the next message takes last_seq + 1. */
    .addColumn('last_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    /** Last activity: the latest message, else the creation. Lists are ordered by it. */
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('conversation_pair_idx').on('conversation').columns(['user_low', 'user_high']).unique().execute();

  await db.schema
    .createTable('conversation_member')
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversation.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('read_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('delivered_seq', 'integer', (col) => col.notNull().defaultTo(0))
    /** Messages up to here were deleted for this member ("delete conversation"). */
    .addColumn('cleared_seq', 'integer', (col) => col.notNull().defaultTo(0))
    /** Left out of this member's list until a new message arrives. */
    .addColumn('hidden', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addPrimaryKeyConstraint('conversation_member_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_member_user_idx').on('conversation_member').columns(['user_id', 'conversation_id']).execute();

  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversation.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('sender_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** The id the author's client chose before the first try: a retried send finds it. */
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('edited_at', c.timestamp)
    .addColumn('deleted_at', c.timestamp)
    .execute();
  await db.schema.createIndex('message_conversation_seq_idx').on('message').columns(['conversation_id', 'seq']).unique().execute();
  await db.schema.createIndex('message_sender_client_idx').on('message').columns(['sender_id', 'client_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message').ifExists().execute();
  await db.schema.dropTable('conversation_member').ifExists().execute();
  await db.schema.dropTable('conversation').ifExists().execute();
}
