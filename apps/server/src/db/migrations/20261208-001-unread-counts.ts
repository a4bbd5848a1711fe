import { sql, type Kysely } from 'kysely';

/**
 * Each member's unread count per conversation, kept on their conversation_member row: a
 * message from the other member adds one, moving the read or cleared pointer or deleting a
 * message counts that conversation again. Counting the messages on every send cost O(unread)
 * per message (a member with 10,000 unread made every message to them cost ~0.5 ms more).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversation_member')
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Totals sum a member's rows with unread messages only, from the index alone (a member with
  // a thousand conversations has a few with unread at a time).
  await db.schema
    .createIndex('conversation_member_unread_idx')
    .on('conversation_member')
    .columns(['user_id', 'unread'])
    .where(sql.ref('unread'), '>', 0)
    .execute();
  await sql`update conversation_member set unread = (
    select count(*) from message m
    where m.conversation_id = conversation_member.conversation_id
      and m.seq > conversation_member.read_seq and m.seq > conversation_member.cleared_seq
      and m.sender_id <> conversation_member.user_id and m.deleted_at is null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversation_member_unread_idx').ifExists().execute();
  await db.schema.alterTable('conversation_member').dropColumn('unread').execute();
}
