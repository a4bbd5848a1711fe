import type { Kysely } from 'kysely';

/**
 * Calendar events made offline (issue 28 §2, ADR 075): the create carries the client's id, so
 * a create sent again after a lost answer or a reload finds the event it already made. Null for
 * every other row (events made online without one, series splits, imports); unique per member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_event').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('calendar_event_client_idx').on('calendar_event').columns(['member_id', 'client_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calendar_event_client_idx').ifExists().execute();
  await db.schema.alterTable('calendar_event').dropColumn('client_id').execute();
}
