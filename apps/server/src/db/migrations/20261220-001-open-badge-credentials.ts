import type { Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Certificates as Open Badges 3.0 verifiable credentials (issue 29, ADR 077): the issuer's keys
 * (secret parts sealed under CREDENTIAL_KEY) and one signed credential per certificate, with its
 * bit in the revocation status list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('issuer_key')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('public_key_multibase', 'text', (col) => col.notNull())
    .addColumn('secret_key_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('retired_at', c.timestamp)
    .execute();
  await db.schema
    .createTable('open_badge_credential')
    .addColumn('certificate_id', 'text', (col) => col.primaryKey().references('certificate.id').onDelete('cascade'))
    .addColumn('status_index', 'integer', (col) => col.notNull().unique())
    .addColumn('key_id', 'text', (col) => col.notNull().references('issuer_key.id'))
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('issued_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_badge_credential').execute();
  await db.schema.dropTable('issuer_key').execute();
}
