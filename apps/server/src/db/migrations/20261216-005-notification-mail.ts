import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Notification e-mails (issue 25 §4, ADR 065).
 * - notification_email_preference: a member's e-mail switch per kind of notification (a switch
 *   never set is on), beside the in-app switch of notification_preference.
 * - notification_mail_setting: how often the digest goes out, quiet hours (HH:MM in the
 *   member's zone) and the local day of the last digest, which a process claims to send it once.
 * - notification_mail_queue: notifications waiting for a mail, written with the notification.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('notification_email_preference')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('enabled', c.boolean, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_email_preference_pk', ['user_id', 'type'])
    .execute();

  await db.schema
    .createTable('notification_mail_setting')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('digest', 'text', (col) => col.notNull().defaultTo('daily'))
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('last_digest_day', 'text')
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('notification_mail_queue')
    .addColumn('notification_id', 'text', (col) => col.primaryKey().references('notification.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('immediate', c.boolean, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notification_mail_queue_user_idx').on('notification_mail_queue').columns(['user_id', 'immediate']).execute();
  await db.schema.createIndex('notification_mail_queue_created_idx').on('notification_mail_queue').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_mail_queue').ifExists().execute();
  await db.schema.dropTable('notification_mail_setting').ifExists().execute();
  await db.schema.dropTable('notification_email_preference').ifExists().execute();
}
