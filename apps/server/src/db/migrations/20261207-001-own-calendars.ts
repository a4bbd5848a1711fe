import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Members' own calendars (ADR 034), besides the three defaults every member has
 * (those stay constants, not rows). An event's `calendar_id` names either a default or a row
 * here; deleting a calendar moves or deletes its events first, in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('member_calendar')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    /** "#rrggbb", white text on it at least 4.5:1 (checked by the service). */
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_calendar_member_idx').on('member_calendar').columns(['member_id', 'created_at']).execute();
  // Moving or deleting a calendar's events finds them by member and calendar.
  await db.schema.createIndex('calendar_event_member_calendar_idx').on('calendar_event').columns(['member_id', 'calendar_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calendar_event_member_calendar_idx').ifExists().execute();
  await db.schema.dropTable('member_calendar').ifExists().execute();
}
