import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Sign in with Google and LinkedIn (issue 25 §3, ADR 064).
 * - oidc_identity: an account at a provider (issuer's `sub`) linked to one member; a member has
 *   at most one identity per provider.
 * - oidc_attempt: one browser's sign-in in flight, found by the hash of an HttpOnly cookie:
 *   state, nonce and PKCE verifier stay on the server. After a callback that found an existing
 *   account by e-mail, the row keeps the identity (subject, email) waiting to be linked once
 *   the member signs in with their password.
 * A member created through a provider has the unusable password hash '!oidc' (no argon2 hash
 * starts with '!'), so no password ever matches it until one is set by the reset link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('oidc_identity')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('linked_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('oidc_identity_pk', ['provider', 'subject'])
    .addUniqueConstraint('oidc_identity_user_provider', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('oidc_attempt')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('email', 'text')
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oidc_attempt_expires_idx').on('oidc_attempt').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_attempt').execute();
  await db.schema.dropTable('oidc_identity').execute();
}
