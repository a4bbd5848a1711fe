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

    it('keeps the server up; the next requests reconnect', async () => {
      // Several requests at once leave several idle connections in the pool.
      const before = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/ready' })));
      expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Until the pool has seen every dropped connection, a request may land on one: then it
      // answers 503; once they are gone, 200 again (the ceiling is generous, the wait is for state).
      const after = await eventually(
        () => t.app.inject({ url: '/api/ready' }),
        (r) => r.statusCode === 200,
      );
      expect(after.statusCode).toBe(200);
    });
  });
}
