import { sql, type Kysely } from 'kysely';

/**
 * Conversations about a job application (ADR 054). A conversation may name the application it
 * is about; such a conversation is unique per application and pair (the applicant and one of
 * the listing's managers), and does not count as the pair's own conversation, which stays
 * unique per pair among the conversations about nothing. No foreign key: a conversation
 * outlives its application (a deleted listing) and is then closed, its history kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('conversation').addColumn('application_id', 'text').execute();
  await db.schema.dropIndex('conversation_pair_idx').execute();
  await db.schema
    .createIndex('conversation_pair_idx')
    .on('conversation')
    .columns(['user_low', 'user_high'])
    .unique()
    .where(sql.ref('application_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('conversation_application_idx')
    .on('conversation')
    .columns(['application_id', 'user_low', 'user_high'])
    .unique()
    .where(sql.ref('application_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversation_application_idx').execute();
  await db.deleteFrom('conversation').where('application_id', 'is not', null).execute();
  await db.schema.dropIndex('conversation_pair_idx').execute();
  await db.schema.createIndex('conversation_pair_idx').on('conversation').columns(['user_low', 'user_high']).unique().execute();
  await db.schema.alterTable('conversation').dropColumn('application_id').execute();
}
