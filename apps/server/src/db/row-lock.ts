import { PostgresAdapter, sql } from 'kysely';
import type { DB } from './database.js';

/**
 * Holds one row until the transaction ends, on PostgreSQL: two requests that check a limit and
 * then write (alerts per member, bytes per project) run one after the other, so the limit
 * holds. SQLite runs one write transaction at a time anyway.
 */
export async function lockRow(db: DB, table: 'user' | 'workspace_project' | 'message_attachment', id: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(db);
}
