import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Learning (ADR 016): the catalogue (course, lesson, quiz questions), each member's enrolment
 * and lesson progress, quiz attempts graded on the server, certificates with unguessable
 * codes, and reviews with helpful votes. Course ratings and enrolled counts are kept as running
 * totals, changed in the same transaction as the review or enrolment they count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('course')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** Stable name of a seeded course, so the catalogue seed is idempotent. */
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('instructor', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('thumbnail', 'text', (col) => col.notNull())
    .addColumn('enrolled_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lesson')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('course_id', 'text', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    /** 'video' or 'quiz'. */
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    /** Video lessons: file name under the media folder, its size, and an optional captions file. */
    .addColumn('video_file', 'text')
    .addColumn('video_bytes', 'integer')
    .addColumn('captions_file', 'text')
    .addColumn('poster_file', 'text')
    /** Quiz lessons: pass mark in percent and optional time limit. */
    .addColumn('passing_score', 'integer')
    .addColumn('time_limit_seconds', 'integer')
    .execute();
  await db.schema.createIndex('lesson_course_idx').on('lesson').columns(['course_id', 'position']).unique().execute();

  await db.schema
    .createTable('quiz_question')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lesson_id', 'text', (col) => col.notNull().references('lesson.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    /** JSON array of option texts. */
    .addColumn('options', 'text', (col) => col.notNull())
    /** Never sent to the browser before the attempt is submitted. */
    .addColumn('correct_index', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('quiz_question_lesson_idx').on('quiz_question').columns(['lesson_id', 'position']).unique().execute();

  await db.schema
    .createTable('enrollment')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('enrolled_at', c.timestamp, (col) => col.notNull())
    /** Rounded percentage of completed lessons, kept with each completion. */
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_lesson_id', 'text')
    .addColumn('last_accessed_at', c.timestamp, (col) => col.notNull())
    .addColumn('completed_at', c.timestamp)
    .addPrimaryKeyConstraint('enrollment_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('enrollment_course_idx').on('enrollment').column('course_id').execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (col) => col.notNull().references('lesson.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('course.id').onDelete('cascade'))
    /** Where the member stopped watching, to resume there. */
    .addColumn('position_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed_at', c.timestamp)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_progress_course_idx').on('lesson_progress').columns(['user_id', 'course_id']).execute();

  await db.schema
    .createTable('quiz_attempt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (col) => col.notNull().references('lesson.id').onDelete('cascade'))
    .addColumn('started_at', c.timestamp, (col) => col.notNull())
    /** Server-side deadline of a timed quiz: a reload does not reset the clock. */
    .addColumn('deadline_at', c.timestamp)
    .addColumn('submitted_at', c.timestamp)
    /** JSON array of chosen option indexes (null where unanswered), once submitted. */
    .addColumn('answers', 'text')
    .addColumn('score', 'integer')
    .addColumn('passed', c.boolean)
    .execute();
  await db.schema.createIndex('quiz_attempt_member_idx').on('quiz_attempt').columns(['user_id', 'lesson_id', 'started_at']).execute();

  await db.schema
    .createTable('certificate')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** SL-XXXX-XXXX-XXXX from a cryptographic random source (never derived from ids or time). */
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('issued_at', c.timestamp, (col) => col.notNull())
    /** Storage key of the PDF once built; built on first download, then served from storage. */
    .addColumn('pdf_key', 'text')
    .execute();
  await db.schema.createIndex('certificate_member_course_idx').on('certificate').columns(['user_id', 'course_id']).unique().execute();

  await db.schema
    .createTable('course_review')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('course_id', 'text', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('helpful_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('course_review_member_idx').on('course_review').columns(['course_id', 'user_id']).unique().execute();

  await db.schema
    .createTable('review_helpful')
    .addColumn('review_id', 'text', (col) => col.notNull().references('course_review.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('review_helpful_pk', ['review_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'review_helpful',
    'course_review',
    'certificate',
    'quiz_attempt',
    'lesson_progress',
    'enrollment',
    'quiz_question',
    'lesson',
    'course',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
