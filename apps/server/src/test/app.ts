import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, testEngines } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  /** Pass to another buildTestApp to run a second process on the same database. */
  databaseEnv: Record<string, string>;
  close(): Promise<void>;
}

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A throwaway PostgreSQL schema per app, so test files running in parallel never share rows. */
async function freshPostgresSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${uniq()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withPath.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * The real app on a real, empty database: a temp SQLite file, or a fresh schema on the
 * PostgreSQL named by TEST_DATABASE_URL. Redis (when REDIS_URL is set) gets its own key prefix.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: Omit<BuildOptions, 'checkResponses'> = {}): Promise<TestApp> {
  const engines = testEngines();
  const shared = env.DATA_DIR !== undefined || env.DATABASE_URL !== undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'skilllink-test-'));
  const pgSchema = engines.databaseUrl && !shared ? await freshPostgresSchema(engines.databaseUrl) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `test:${uniq()}:`,
    ...(pgSchema ? { DATABASE_URL: pgSchema.url } : {}),
    ...(engines.redisUrl ? { REDIS_URL: engines.redisUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, checkResponses: true, ...options });
  await app.ready();
  return {
    app,
    databaseEnv: { DATA_DIR: dataDir, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}) },
    async close() {
      await app.close();
      if (shared) return;
      await pgSchema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
