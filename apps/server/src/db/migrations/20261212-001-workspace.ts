import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * The project workspace (issue 23, ADR 056): projects, their team with a role each (an invited
 * member has accepted_at null and sees nothing until they accept), their milestones and tasks. Progress and
 * budget use are computed on read, never stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('workspace_project')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('priority', 'text', (col) => col.notNull())
    .addColumn('budget_total', 'numeric', (col) => col.notNull())
    .addColumn('budget_spent', 'numeric', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    /** JSON array of strings. */
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('workspace_member')
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('invited_at', c.timestamp, (col) => col.notNull())
    /** Null while the invitation waits. */
    .addColumn('accepted_at', c.timestamp)
    .addPrimaryKeyConstraint('workspace_member_pk', ['project_id', 'user_id'])
    .execute();
  // A member's projects and invitations.
  await db.schema.createIndex('workspace_member_user_idx').on('workspace_member').columns(['user_id', 'project_id']).execute();

  await db.schema
    .createTable('workspace_milestone')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workspace_milestone_project_idx').on('workspace_milestone').columns(['project_id', 'due_date']).execute();

  await db.schema
    .createTable('workspace_task')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('priority', 'text', (col) => col.notNull())
    .addColumn('assignee_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('milestone_id', 'text', (col) => col.references('workspace_milestone.id').onDelete('set null'))
    .addColumn('due_date', 'text')
    /** The due date its assignee was reminded of (the day before): a new due date reminds again. */
    .addColumn('reminded_due_date', 'text')
    .addColumn('completed_at', c.timestamp)
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    /** Who saved it last, and how often it was saved: a save names the version it started from (ADR 056). */
    .addColumn('updated_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workspace_task_project_idx').on('workspace_task').columns(['project_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('workspace_task_assignee_idx').on('workspace_task').columns(['assignee_id', 'status']).execute();
  // The reminder sweep: open tasks due on a given day.
  await db.schema.createIndex('workspace_task_due_idx').on('workspace_task').columns(['due_date', 'status']).execute();
  await db.schema.createIndex('workspace_task_milestone_idx').on('workspace_task').columns(['milestone_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workspace_task').execute();
  await db.schema.dropTable('workspace_milestone').execute();
  await db.schema.dropTable('workspace_member').execute();
  await db.schema.dropTable('workspace_project').execute();
}
