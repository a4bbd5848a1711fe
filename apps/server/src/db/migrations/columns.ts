import { PostgresAdapter, sql, type Kysely, type ColumnDataType, type Expression } from 'kysely';

/**
 * The few column types where SQLite and PostgreSQL differ. Frozen with the migrations:
 * never import application code here.
 */
export function columns(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    isPostgres: pg,
    /** UTC instant: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    falseValue: (pg ? sql`false` : sql`0`) as Expression<unknown>,
  };
}
