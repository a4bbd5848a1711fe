import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * E-mail invitations to a project for someone who may not have an account yet (issue 23 §2,
 * ADR 059). The address itself is not kept: only its SHA-256 (to recognise the account that
 * verifies it) and a masked form the team sees ("k•••@example.com"). Once a member with a
 * verified address matches, the row becomes an ordinary invitation (workspace_member) and is
 * deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('workspace_email_invite')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('workspace_project.id').onDelete('cascade'))
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('email_shown', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('invited_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('workspace_email_invite_address_idx')
    .on('workspace_email_invite')
    .columns(['project_id', 'email_hash'])
    .unique()
    .execute();
  // Claiming at verification looks the address up across projects.
  await db.schema.createIndex('workspace_email_invite_hash_idx').on('workspace_email_invite').column('email_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workspace_email_invite').execute();
}
