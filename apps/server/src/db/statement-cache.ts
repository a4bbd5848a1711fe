import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the app builds; the oldest is dropped beyond it. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 refuses to bind JS booleans; they are stored as 1/0 so repositories can write
 * `true`. Done on the parameters as they are bound, not by a Kysely plugin: a plugin rebuilds
 * every query's whole tree to find the few boolean values (~8 % of a message send's CPU).
 */
function bindable(parameters: ReadonlyArray<unknown>): ReadonlyArray<unknown> {
  return parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p)) : parameters;
}

function statement(stmt: Statement): SqliteStatement {
  return {
    reader: stmt.reader,
    all: (parameters) => stmt.all(bindable(parameters)),
    run: (parameters) => stmt.run(bindable(parameters)),
    iterate: (parameters) => stmt.iterate(bindable(parameters)),
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs far more than running a
 * small indexed query. Statements are reusable in better-sqlite3, so keep them by SQL text.
 * (Streaming queries would hold a statement open; the app does not stream.)
 */
export function withStatementCache(file: SqliteFile): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        // Refresh its place so hot statements are never evicted.
        cache.delete(sql);
      } else {
        stmt = statement(file.prepare(sql));
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
