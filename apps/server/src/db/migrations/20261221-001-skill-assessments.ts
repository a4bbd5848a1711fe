import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Skill assessments (issue 29 §6, ADR 078): attempts at a skill's timed test, the badges earned
 * by passing one, and each badge's signed Open Badges 3.0 credential (its bit in the same
 * revocation status list as the certificates' credentials).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('skill_assessment_attempt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('skill_slug', 'text', (col) => col.notNull())
    .addColumn('started_at', c.timestamp, (col) => col.notNull())
    .addColumn('deadline_at', c.timestamp, (col) => col.notNull())
    .addColumn('submitted_at', c.timestamp)
    // The drawn question ids with this attempt's option orders, and the answers saved so far (JSON).
    .addColumn('draw', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('score', 'integer')
    .addColumn('passed', c.boolean)
    .execute();
  await db.schema
    .createIndex('skill_assessment_attempt_member_idx')
    .on('skill_assessment_attempt')
    .columns(['user_id', 'skill_slug', 'started_at'])
    .execute();
  await db.schema
    .createTable('skill_badge')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('skill_slug', 'text', (col) => col.notNull())
    // The catalogue skill's name key (member_skill.name_key, job_skill.skill_key) and its name when earned.
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('skill_name', 'text', (col) => col.notNull())
    .addColumn('attempt_id', 'text', (col) => col.notNull().references('skill_assessment_attempt.id').onDelete('cascade'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('issued_at', c.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', c.timestamp)
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('skill_badge_member_skill_idx').on('skill_badge').columns(['user_id', 'skill_slug']).unique().execute();
  await db.schema
    .createTable('skill_badge_credential')
    .addColumn('badge_id', 'text', (col) => col.primaryKey().references('skill_badge.id').onDelete('cascade'))
    .addColumn('status_index', 'integer', (col) => col.notNull().unique())
    .addColumn('key_id', 'text', (col) => col.notNull().references('issuer_key.id'))
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('issued_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('skill_badge_credential').execute();
  await db.schema.dropTable('skill_badge').execute();
  await db.schema.dropTable('skill_assessment_attempt').execute();
}
