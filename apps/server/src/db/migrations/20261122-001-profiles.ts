import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/** Profiles, member skills with endorsements, experience, education, profile views, the skills
 * catalogue with daily addition counts, the activity log and connections. */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  for (const name of ['bio', 'location', 'phone', 'website', 'linkedin', 'github']) {
    await db.schema
      .alterTable('user')
      .addColumn(name, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }

  await db.schema
    .createTable('member_skill')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('years_of_experience', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('endorsement_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_skill_user_name_idx').unique().on('member_skill').columns(['user_id', 'name_key']).execute();
  await db.schema.createIndex('member_skill_name_idx').on('member_skill').column('name_key').execute();

  await db.schema
    .createTable('skill_endorsement')
    .addColumn('member_skill_id', 'text', (col) => col.notNull().references('member_skill.id').onDelete('cascade'))
    .addColumn('endorser_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('skill_endorsement_pk', ['member_skill_id', 'endorser_id'])
    .execute();

  for (const table of ['experience', 'education']) {
    let t = db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'));
    t =
      table === 'experience'
        ? t
            .addColumn('company', 'text', (col) => col.notNull())
            .addColumn('position', 'text', (col) => col.notNull())
            .addColumn('skills', 'text', (col) => col.notNull().defaultTo('[]'))
        : t
            .addColumn('institution', 'text', (col) => col.notNull())
            .addColumn('degree', 'text', (col) => col.notNull())
            .addColumn('field', 'text', (col) => col.notNull().defaultTo(''));
    await t
      .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text')
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'created_at']).execute();
  }

  await db.schema
    .createTable('profile_view')
    .addColumn('profile_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('viewer_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('profile_view_pk', ['profile_id', 'viewer_id', 'day'])
    .execute();
  await db.schema.createIndex('profile_view_profile_day_idx').on('profile_view').columns(['profile_id', 'day']).execute();

  await db.schema
    .createTable('skill_catalog')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'text', (col) => col.notNull())
    .addColumn('average_salary', 'text', (col) => col.notNull())
    .addColumn('prerequisites', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('related_skills', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('is_popular', c.boolean, (col) => col.notNull().defaultTo(c.falseValue))
    .addColumn('member_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('skill_catalog_category_idx').on('skill_catalog').column('category').execute();

  // Additions per skill name per UTC day: trending and "new this week" read these, never the
  // member_skill table, so they cost the same with 50 members or 5 million.
  await db.schema
    .createTable('skill_addition_daily')
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('additions', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('skill_addition_daily_pk', ['name_key', 'day'])
    .execute();
  await db.schema.createIndex('skill_addition_daily_day_idx').on('skill_addition_daily').column('day').execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_user_idx').on('activity').columns(['user_id', 'id']).execute();

  // One row per pair of members whichever way the request went: user_low < user_high is unique.
  await db.schema
    .createTable('connection')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('requester_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('addressee_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('user_low', 'text', (col) => col.notNull())
    .addColumn('user_high', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('responded_at', c.timestamp)
    .execute();
  await db.schema.createIndex('connection_pair_idx').unique().on('connection').columns(['user_low', 'user_high']).execute();
  await db.schema.createIndex('connection_requester_idx').on('connection').columns(['requester_id', 'status']).execute();
  await db.schema.createIndex('connection_addressee_idx').on('connection').columns(['addressee_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'connection',
    'activity',
    'skill_addition_daily',
    'skill_catalog',
    'profile_view',
    'education',
    'experience',
    'skill_endorsement',
    'member_skill',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const name of ['bio', 'location', 'phone', 'website', 'linkedin', 'github']) {
    await db.schema.alterTable('user').dropColumn(name).execute();
  }
}
