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
    const body = 'x'.repeat(4_000);
    for (let i = 0; i < 1_500; i += 1) await sql`insert into blob_rows (body) values (${body})`.execute(db);
    // 6 MB committed: past the default 1,000-page checkpoint, yet still only in the WAL.
    expect(statSync(file).size).toBeLessThan(1_000_000);
    await expect.poll(() => statSync(file).size, { timeout: 5_000, interval: 200 }).toBeGreaterThan(5_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from blob_rows`.execute(db);
    expect(Number(rows.rows[0]!.n)).toBe(1_500);
  });
});
