import { sql, type Kysely } from 'kysely';

/**
 * Freelance projects (issue 22) live in the `job` table as listings of kind 'project': search,
 * skills, saving, deadlines and the match score are the same machinery. A project's budget is in
 * the salary columns with no period; `duration` is its own. A proposal is an application with a
 * timeline and a budget. At most one proposal per project is awarded (a partial unique index:
 * two awards at once cannot both commit, on either engine).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('job'))
    .execute();
  await db.schema.alterTable('job').addColumn('duration', 'text').execute();
  await db.schema
    .alterTable('job_application')
    .addColumn('timeline', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('job_application')
    .addColumn('budget', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // Each tab lists one kind, newest first.
  await db.schema.dropIndex('job_status_posted_idx').execute();
  await db.schema.createIndex('job_kind_status_posted_idx').on('job').columns(['kind', 'status', 'posted_at']).execute();
  await sql`create unique index job_application_one_award on job_application (job_id) where status = 'awarded'`.execute(db);
}
