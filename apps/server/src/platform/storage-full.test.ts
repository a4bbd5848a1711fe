import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { logSink } from '../test/log-sink.js';
import { signedUp } from '../test/factories.js';

// A full disk used to be answered as a bare 500 whose log said "cannot rollback - no
// transaction is active" (SQLite had already rolled back); ADR 038. The storage really fills here:
// SQLite's own page limit on the app's connection, or on PostgreSQL a trigger raising the
// server's disk_full error (SQLSTATE 53100) the way a full volume does.

const { lines, logger } = logSink();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '1000' }, { logger });
});
afterAll(async () => t.close());

const experience = () => ({ company: randomBytes(60).toString('hex'), position: 'Analyst', description: randomBytes(900).toString('hex') });

/** Makes the database refuse to grow; returns how to let it grow again. */
async function fillStorage(): Promise<() => Promise<void>> {
  const { db, dialect } = t.app.database;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ pageCount: number }>`PRAGMA page_count`.execute(db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]!.pageCount}`).execute(db);
    return async () => void (await sql.raw('PRAGMA max_page_count = 1073741823').execute(db));
  }
  await sql`CREATE FUNCTION storage_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER storage_full BEFORE INSERT ON experience FOR EACH ROW EXECUTE FUNCTION storage_full()`.execute(db);
  return async () => void (await sql`DROP FUNCTION storage_full() CASCADE`.execute(db));
}

describe('a full disk', () => {
  it('answers 507 saying so, keeps what was saved, logs "disk full" once with the path, and recovers by itself', async () => {
    const { client } = await signedUp(t.app);
    const saved = await client.post('/api/v1/profile/experience', experience());
    expect(saved.statusCode).toBe(201);
    const free = await fillStorage();
    const refused = [];
    for (let i = 0; i < 200 && refused.length < 2; i += 1) {
      const res = await client.post('/api/v1/profile/experience', experience());
      if (res.statusCode !== 201) refused.push(res);
    }
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toEqual({
        code: 'storage_full',
        message: 'The server has run out of storage, so this change was not saved. Try again later',
      });
    }
    const told = lines.filter((l) => l.includes('disk full'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(t.app.database.dialect === 'sqlite' ? 'skilllink.db' : 'PostgreSQL');
    expect(lines.join('\n')).not.toContain('cannot rollback');

    await free();
    const again = await client.post('/api/v1/profile/experience', experience());
    expect(again.statusCode).toBe(201);
    const profile = (await client.get('/api/v1/profile')).json().profile;
    expect(profile.experience.map((e: { company: string }) => e.company)).toEqual(
      expect.arrayContaining([saved.json().experience.company, again.json().experience.company]),
    );
  });
});
