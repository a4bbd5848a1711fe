import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../config.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { eventually } from '../test/eventually.js';

// When PostgreSQL dropped the pool's idle connections (a restart, a failover), the pool's
// unhandled 'error' event used to end the server process. Here the database itself ends this
// app's connections (pg_terminate_backend, by an application name only this app uses).

const { databaseUrl } = testEngines();

if (databaseUrl) {
  describe('PostgreSQL dropping the connections', () => {
    let first: TestApp;
    let t: TestApp;
    const name = `lost-${process.pid}-${Date.now()}`;
    beforeAll(async () => {
      first = await buildTestApp();
      const url = new URL(first.databaseEnv.DATABASE_URL!);
      url.searchParams.set('application_name', name);
      t = await buildTestApp({ ...first.databaseEnv, DATABASE_URL: url.toString() });
    });
    afterAll(async () => {
      await t?.close();
      await first?.close();
    });

    /** Ends every connection of the app under test, as an administrator or a restart would. */
    async function terminate(): Promise<void> {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
    }

    it('keeps the server up; the next requests reconnect', async () => {
      // Several requests at once leave several idle connections in the pool.
      const before = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/ready' })));
      expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      await terminate();
      // Until the pool has seen every dropped connection, a request may land on one: then it
      // answers 503; once they are gone, 200 again (the ceiling is generous, the wait is for state).
      const after = await eventually(
        () => t.app.inject({ url: '/api/ready' }),
        (r) => r.statusCode === 200,
      );
      expect(after.statusCode).toBe(200);
    });

    it('survives losing a connection that a transaction holds between two statements', async () => {
      // The connection is checked out and idle while the transaction waits on the app: the
      // database's notice reaches the client itself, which must not end the process.
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const work = t.app.database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding();
        await paused;
        await sql`select 1`.execute(trx);
      });
      await held;
      await terminate();
      resume();
      await expect(work).rejects.toThrow();
      const after = await eventually(
        () => t.app.inject({ url: '/api/ready' }),
        (r) => r.statusCode === 200,
      );
      expect(after.statusCode).toBe(200);
    });
  });
}
