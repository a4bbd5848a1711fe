import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { startCheckpointer, WAL_TRUNCATE_BYTES } from './checkpointer.js';
import { withStatementCache } from './statement-cache.js';

export type DB = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /** Where the data lives, for an operator's log: the SQLite file, or the PostgreSQL server (no password). */
  location: string;
  /** Ends the background checkpoints (SQLite with `backgroundCheckpoints`); call before db.destroy(). */
  stopCheckpoints?: () => Promise<void>;
}

/**
 * Chooses the engine from configuration alone: PostgreSQL when DATABASE_URL is set, else a
 * SQLite file. `backgroundCheckpoints` (the server): SQLite's WAL checkpoints run in a worker
 * thread instead of inside a request's COMMIT (checkpointer.ts); scripts keep the default.
 */
export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  opts: { backgroundCheckpoints?: boolean; log?: FastifyBaseLogger } = {},
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection lost (PostgreSQL restarted, a failover, an administrator's terminate):
    // the pool drops it and opens another when asked. Without a listener that error event
    // ended the process (found by scripts/outage-drill.mjs).
    pool.on('error', (err) => opts.log?.warn({ err: err.message }, 'database connection lost; the next query reconnects'));
    // A connection lost while checked out between two statements (a transaction waiting on
    // the app) reports on the client, where the pool does not listen: without a listener that
    // too ended the process. The statement that uses it next fails and the pool drops it.
    pool.on('connect', (client) =>
      client.on('error', (err) => opts.log?.warn({ err: err.message }, 'database connection lost during work; that work fails')),
    );
    const url = new URL(config.databaseUrl);
    return {
      dialect: 'postgres',
      location: `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`,
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] }),
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const filePath = path.join(config.dataDir, 'skilllink.db');
  const file = new SQLite(filePath);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  let stopCheckpoints: (() => Promise<void>) | undefined;
  if (opts.backgroundCheckpoints) {
    file.pragma('wal_autocheckpoint = 0');
    // A burst of writes leaves a long WAL file behind; trimmed to this when it starts over.
    file.pragma(`journal_size_limit = ${WAL_TRUNCATE_BYTES}`);
    stopCheckpoints = startCheckpointer(filePath, file);
  }
  return {
    dialect: 'sqlite',
    location: filePath,
    stopCheckpoints,
    db: new Kysely<Database>({
      dialect: new KeepErrorSqliteDialect(file, { database: withStatementCache(file) }),
      plugins: [new CamelCasePlugin()],
    }),
  };
}

/**
 * On some errors (a full disk: SQLITE_FULL, also I/O errors) SQLite has already rolled the
 * transaction back itself; Kysely's ROLLBACK then fails with "cannot rollback - no transaction is
 * active", and that error would hide the real one (storage-full.test.ts). Roll back only what
 * is still open.
 */
class KeepErrorSqliteDialect extends SqliteDialect {
  readonly #file: SQLite.Database;

  constructor(file: SQLite.Database, config: SqliteDialectConfig) {
    super(config);
    this.#file = file;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#file.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** Timestamps leave repositories as ISO-8601 UTC strings whatever the dialect returned. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** SQLite stores booleans as 0/1; PostgreSQL returns real booleans. */
export function toBool(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}
