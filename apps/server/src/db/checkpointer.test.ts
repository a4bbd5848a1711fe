import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database.js';

let handle: DatabaseHandle | undefined;
let dir = '';
afterEach(async () => {
  await handle?.stopCheckpoints?.();
  await handle?.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('background checkpoints (SQLite)', () => {
  it('copy committed pages into the database file from the worker, not inside the commit', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skilllink-ckpt-'));
    handle = createDatabase({ databaseUrl: undefined, dataDir: dir }, { backgroundCheckpoints: true });
    const { db } = handle;
    const file = path.join(dir, 'skilllink.db');
    await sql`create table blob_rows (id integer primary key, body text)`.execute(db);
    // A commit never copies pages itself: the request's connection has automatic checkpoints
    // off. (Reading the file's size right after the writes instead raced the worker, which may
    // well have run meanwhile on a slow machine.)
    const setting = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(setting.rows[0]?.walAutocheckpoint).toBe(0);
    const body = 'x'.repeat(4_000);
    // 6 MB committed, past the default 1,000-page checkpoint: the worker copies it.
    for (let i = 0; i < 1_500; i += 1) await sql`insert into blob_rows (body) values (${body})`.execute(db);
    await expect.poll(() => statSync(file).size, { timeout: 30_000, interval: 200 }).toBeGreaterThan(5_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from blob_rows`.execute(db);
    expect(Number(rows.rows[0]!.n)).toBe(1_500);
  });
});

describe('the WAL under sustained writes (SQLite)', () => {
  it('stays bounded: past WAL_TRUNCATE_BYTES the worker starts it over, while writes go on', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skilllink-ckpt-'));
    handle = createDatabase({ databaseUrl: undefined, dataDir: dir }, { backgroundCheckpoints: true });
    const { db } = handle;
    const wal = path.join(dir, 'skilllink.db-wal');
    await sql`create table blob_rows (id integer primary key, body text)`.execute(db);
    const body = 'x'.repeat(1_000);
    // Writes at full speed until the WAL has been started over three times (a shrink seen),
    // or it passes 64 MB: before, a PASSIVE checkpoint never caught up and it only grew.
    let largest = 0;
    let previous = 0;
    let restarts = 0;
    let rows = 0;
    while (restarts < 3 && largest <= 64 * 1024 * 1024) {
      for (let i = 0; i < 200; i += 1, rows += 1) await sql`insert into blob_rows (body) values (${body})`.execute(db);
      const size = statSync(wal, { throwIfNoEntry: false })?.size ?? 0;
      if (size < previous) restarts += 1;
      largest = Math.max(largest, size);
      previous = size;
      // Lets the worker's timer and messages run between batches, as requests would. A few ms, not
      // a bare setImmediate: at the ~90 MB/s a quiet machine writes with a warm page cache, the WAL
      // crossed from the main thread's guard (48 MB) past 64 MB between two of its 250 ms looks,
      // a pace no stream of requests comes near (still ~25 MB/s here).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(largest).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(restarts).toBe(3);
    const count = await sql<{ n: number }>`select count(*) as n from blob_rows`.execute(db);
    expect(Number(count.rows[0]!.n)).toBe(rows);
  }, 120_000);
});
