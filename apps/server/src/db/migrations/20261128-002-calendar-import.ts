import type { Kysely } from 'kysely';

/**
 * The UIDs of events imported from .ics files, per member: importing the same file
 * twice skips what is already there ("duplicate UID"), and an export gives an imported event
 * back its original UID, so other calendar apps recognise it. Deleting the event drops its UID.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_import_uid')
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull().references('calendar_event.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_import_uid_pk', ['member_id', 'uid'])
    .execute();
  await db.schema.createIndex('calendar_import_uid_event_idx').on('calendar_import_uid').column('event_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_import_uid').ifExists().execute();
}
