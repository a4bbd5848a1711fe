import type { ColumnType } from 'kysely';

/** ISO-8601 string in, string (SQLite) or Date (PostgreSQL) out: repositories normalise with toIso. */
export type Timestamp = ColumnType<string | Date, string, string>;
/** 0/1 on SQLite, boolean on PostgreSQL; repositories normalise with toBool. */
export type Bool = ColumnType<number | boolean, boolean, boolean>;
