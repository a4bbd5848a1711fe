import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Certificates earned only by learning (ADR 032). Every column is nullable or has a
 * default, so rows written before it keep working: a lesson progress without heartbeats has
 * watched nothing verified yet, an attempt without a draw is graded on the whole bank in its
 * stored order, and a certificate without evidence shows only its course.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .alterTable('lesson_progress')
    /** Furthest point of the video reached by playback the server could time (milliseconds). */
    .addColumn('watched_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  /** The last accepted heartbeat: where the player was and when the server heard it. */
  await db.schema.alterTable('lesson_progress').addColumn('beat_position_ms', 'integer').execute();
  await db.schema.alterTable('lesson_progress').addColumn('beat_at', c.timestamp).execute();
  /** JSON [{ q: question id, o: option permutation }]: the questions drawn for this attempt. */
  await db.schema.alterTable('quiz_attempt').addColumn('draw', 'text').execute();
  /** JSON: what the certificate proves (lessons watched, quiz scores), frozen at issue. */
  await db.schema.alterTable('certificate').addColumn('evidence', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('certificate').dropColumn('evidence').execute();
  await db.schema.alterTable('quiz_attempt').dropColumn('draw').execute();
  await db.schema.alterTable('lesson_progress').dropColumn('beat_at').execute();
  await db.schema.alterTable('lesson_progress').dropColumn('beat_position_ms').execute();
  await db.schema.alterTable('lesson_progress').dropColumn('watched_ms').execute();
}
