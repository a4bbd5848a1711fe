import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * The calendar (ADR 019): each member's events (single events, series masters and
 * override rows of one occurrence), the ledger of reminders already sent (its unique key makes a
 * reminder go out once even with two processes), and per-member settings (zone, hidden
 * calendars, the hashed subscription token).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('calendar_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    /** Override rows: the series master whose occurrence this row replaces. */
    .addColumn('series_id', 'text', (col) => col.references('calendar_event.id').onDelete('cascade'))
    /** Override rows: the start the rule gave the replaced occurrence. */
    .addColumn('original_start', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('calendar_id', 'text', (col) => col.notNull())
    .addColumn('is_all_day', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    /** Text, not timestamps: UTC instants for timed events, dates for all-day ones (end exclusive). */
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    /** JSON arrays: attendee e-mails, reminder minutes. */
    .addColumn('attendees', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('reminders', 'text', (col) => col.notNull().defaultTo('[]'))
    /** RFC 5545 rule without DTSTART; null for a single event or an override row. */
    .addColumn('rrule', 'text')
    /** JSON array of cancelled original starts of a series. */
    .addColumn('exdates', 'text', (col) => col.notNull().defaultTo('[]'))
    /** The reminder queue: earliest reminder time of any future occurrence (ADR 019). */
    .addColumn('next_reminder_at', c.timestamp)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('calendar_event_member_start_idx').on('calendar_event').columns(['member_id', 'start_at']).execute();
  await db.schema.createIndex('calendar_event_series_idx').on('calendar_event').column('series_id').execute();
  await db.schema.createIndex('calendar_event_next_reminder_idx').on('calendar_event').column('next_reminder_at').execute();

  await db.schema
    .createTable('calendar_reminder_sent')
    .addColumn('event_id', 'text', (col) => col.notNull().references('calendar_event.id').onDelete('cascade'))
    .addColumn('occurrence_start', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addColumn('sent_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('calendar_reminder_sent_pk', ['event_id', 'occurrence_start', 'minutes'])
    .execute();

  await db.schema
    .createTable('calendar_settings')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('hidden_calendars', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('feed_token_hash', 'text', (col) => col.unique())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_settings', 'calendar_reminder_sent', 'calendar_event']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
