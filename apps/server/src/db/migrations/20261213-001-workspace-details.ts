import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * The workspace's second half (issue 23): a project's client (a member, or a name and e-mail
 * for someone outside SkillLink), skills, archiving and the award it came from; a task's place in its board column
 * and its progress; and the project's activity feed, stored as kind + parameters so every
 * reader sees it in their own language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('workspace_project').addColumn('archived_at', c.timestamp).execute();
  await db.schema
    .alterTable('workspace_project')
    .addColumn('client_user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('workspace_project').addColumn('client_name', 'text').execute();
  await db.schema.alterTable('workspace_project').addColumn('client_email', 'text').execute();
  /** JSON array of skill names. */
  await db.schema
    .alterTable('workspace_project')
    .addColumn('skills', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  /** The awarded freelance proposal it was made from (jobs side): one project per award. */
  await db.schema.alterTable('workspace_project').addColumn('application_id', 'text').execute();
  await db.schema.createIndex('workspace_project_application_idx').on('workspace_project').column('application_id').unique().execute();

  /** Order inside a board column: a number between its neighbours' (renumbered when they get too close). */
  await db.schema
    .alterTable('workspace_task')
    .addColumn('position', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('workspace_task')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('workspace_activity')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    /** One of WORKSPACE_ACTIVITY_KINDS. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** JSON object: the names and titles the sentence quotes, as they were then. */
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workspace_activity_project_idx').on('workspace_activity').columns(['project_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workspace_activity').execute();
  for (const column of ['progress', 'position']) await db.schema.alterTable('workspace_task').dropColumn(column).execute();
  await db.schema.dropIndex('workspace_project_application_idx').execute();
  for (const column of ['application_id', 'skills', 'client_email', 'client_name', 'client_user_id', 'archived_at']) {
    await db.schema.alterTable('workspace_project').dropColumn(column).execute();
  }
}
