import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the app builds; the oldest is dropped beyond it. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs far more than running a
 * small indexed query. Statements are reusable in better-sqlite3, so keep them by SQL text.
 * (Streaming queries would hold a statement open; the app does not stream.)
 */
export function withStatementCache(file: SqliteFile): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        // Refresh its place so hot statements are never evicted.
        cache.delete(sql);
      } else {
        stmt = file.prepare(sql);
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
